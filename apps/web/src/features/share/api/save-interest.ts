import type { BodyOf, DataOf, EndpointRef, saveInterest as saveInterestEndpoint } from '@showroom/contract';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof saveInterestEndpoint> = { method: 'POST', path: '/api/interest/save-interest' };

export type InterestBody = BodyOf<typeof saveInterestEndpoint>;
export type SavedInterest = DataOf<typeof saveInterestEndpoint>;

/** Saves a shared configuration (ShareLink), or sends one by email (ShareEmail). */
export function saveInterest(body: InterestBody): Promise<SavedInterest> {
  return callApi(ref, body);
}

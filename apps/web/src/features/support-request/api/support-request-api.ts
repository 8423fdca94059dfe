import type { BodyOf, callBackRequest, DataOf, EndpointRef } from '@showroom/contract';
import { callApi } from '../../../lib/api';

const ref = { method: 'POST', path: '/api/Order/call-back-request' } as EndpointRef<typeof callBackRequest>;

export type SupportRequest = BodyOf<typeof callBackRequest>;

/** Asks for a call-back or to cancel the order (spec 002 section 7 call-back-request). */
export function sendSupportRequest(request: SupportRequest): Promise<DataOf<typeof callBackRequest>> {
  return callApi(ref, request);
}

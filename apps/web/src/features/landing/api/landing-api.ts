import type { BodyOf, DataOf, EndpointRef, getLandingPage } from '@showroom/contract';
import { type AustralianState, type CountryCode, isCompleteLocation } from '@showroom/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export { type Promo, useOffers } from '../../../lib/use-offers';

const landingPageRef: EndpointRef<typeof getLandingPage> = {
  method: 'POST',
  path: '/api/Vehicle/get-landing-page',
};

export type LandingPage = DataOf<typeof getLandingPage>;

/**
 * The landing's starting price (Australia) and promotional line (New Zealand). Runs once the country, and in
 * Australia the state, is set (spec 000 section 4).
 */
export function useLandingPage(country: CountryCode, state: AustralianState | undefined) {
  const body: BodyOf<typeof getLandingPage> | undefined = isCompleteLocation(country, state)
    ? { Country: country, State: country === 'AU' ? state : undefined, Model: 'LYRIQ' }
    : undefined;
  return useQuery({
    queryKey: ['landing', 'page', body ?? null],
    queryFn: body ? ({ signal }) => callApi(landingPageRef, body, { signal }) : skipToken,
    staleTime: 5 * 60_000,
  });
}

import type { checkOffers, DataOf, EndpointRef } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof checkOffers> = { method: 'POST', path: '/api/offer/check-offers' };

export type Promo = DataOf<typeof checkOffers>[number];

/** The promotions running in the country; a failure is only logged and leaves none (spec 000 section 7). */
export function useOffers(country: CountryCode) {
  return useQuery({
    queryKey: ['landing', 'offers', country],
    queryFn: async ({ signal }): Promise<Promo[]> => {
      try {
        return await callApi(ref, { Country: country }, { signal });
      } catch (error) {
        console.error('Failed to fetch promos:', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

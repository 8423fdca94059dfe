import type { checkOffers, DataOf, EndpointRef } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';

const ref: EndpointRef<typeof checkOffers> = { method: 'POST', path: '/api/offer/check-offers' };

export type Promo = DataOf<typeof checkOffers>[number];

/** The promotions running in the country; a failure is only logged and leaves none (spec 000 section 7). */
export function useOffers(country: CountryCode, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['offers', country],
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

/** The finance offer running in the country today, if any. */
export function useFinanceOffer(country: CountryCode, enabled = true): Promo | undefined {
  const promos = useOffers(country, enabled).data ?? [];
  return promos.find((promo) => promo.name === 'financeOffer' && promo.data.offerId > 0);
}

/** The id of the finance offer running in the country today, or null (the payment options dialog's third tab). */
export function useFinanceOfferId(country: CountryCode, enabled = true): number | null {
  return useFinanceOffer(country, enabled)?.data.offerId ?? null;
}

import type {
  addOnRoadRate,
  changeFinanceOffer,
  changePromotion,
  createFinanceOffer,
  createPromotion,
  Endpoint,
  EndpointRef,
  endFinanceOffer,
  endPromotion,
  listOnRoadRates,
  listStaffOffers,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { queryOptions } from '@tanstack/react-query';
import { callsOf } from '../../../lib/api';

const call = <E extends Endpoint>(name: string) =>
  ({ method: 'POST', path: `/api/staff/offers${name}` }) as EndpointRef<E>;

const offerRefs = {
  list: call<typeof listStaffOffers>(''),
  createFinanceOffer: call<typeof createFinanceOffer>('/finance/create'),
  changeFinanceOffer: call<typeof changeFinanceOffer>('/finance/change'),
  endFinanceOffer: call<typeof endFinanceOffer>('/finance/end'),
  createPromotion: call<typeof createPromotion>('/promotions/create'),
  changePromotion: call<typeof changePromotion>('/promotions/change'),
  endPromotion: call<typeof endPromotion>('/promotions/end'),
};

const rateRefs = {
  list: { method: 'POST', path: '/api/staff/catalogue/on-road-rates' } as EndpointRef<typeof listOnRoadRates>,
  add: { method: 'POST', path: '/api/staff/catalogue/on-road-rates/add' } as EndpointRef<
    typeof addOnRoadRate
  >,
};

export const offerCalls = callsOf(offerRefs);

export const rateCalls = callsOf(rateRefs);

export const offersQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['staff', 'offers', country],
    queryFn: ({ signal }) => offerCalls.list({ country }, { signal }),
    retry: false,
  });

export const onRoadRatesQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['staff', 'on-road-rates', country],
    queryFn: ({ signal }) => rateCalls.list({ country }, { signal }),
    retry: false,
  });

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

const call = <E extends Endpoint>(name: string) =>
  ({ method: 'POST', path: `/api/staff/offers${name}` }) as EndpointRef<E>;

export const offerRefs = {
  list: call<typeof listStaffOffers>(''),
  createFinanceOffer: call<typeof createFinanceOffer>('/finance/create'),
  changeFinanceOffer: call<typeof changeFinanceOffer>('/finance/change'),
  endFinanceOffer: call<typeof endFinanceOffer>('/finance/end'),
  createPromotion: call<typeof createPromotion>('/promotions/create'),
  changePromotion: call<typeof changePromotion>('/promotions/change'),
  endPromotion: call<typeof endPromotion>('/promotions/end'),
};

export const rateRefs = {
  list: { method: 'POST', path: '/api/staff/catalogue/on-road-rates' } as EndpointRef<typeof listOnRoadRates>,
  add: { method: 'POST', path: '/api/staff/catalogue/on-road-rates/add' } as EndpointRef<
    typeof addOnRoadRate
  >,
};

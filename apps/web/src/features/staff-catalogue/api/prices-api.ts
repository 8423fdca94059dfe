import type {
  EndpointRef,
  listCataloguePrices,
  scheduleCataloguePrice,
  withdrawCataloguePrice,
} from '@showroom/contract';

export const priceRefs = {
  list: { method: 'POST', path: '/api/staff/catalogue/prices' } as EndpointRef<typeof listCataloguePrices>,
  schedule: { method: 'POST', path: '/api/staff/catalogue/prices/schedule' } as EndpointRef<
    typeof scheduleCataloguePrice
  >,
  withdraw: { method: 'POST', path: '/api/staff/catalogue/prices/withdraw' } as EndpointRef<
    typeof withdrawCataloguePrice
  >,
};

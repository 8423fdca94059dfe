import type {
  EndpointRef,
  listCataloguePrices,
  scheduleCataloguePrice,
  withdrawCataloguePrice,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { queryOptions } from '@tanstack/react-query';
import { callsOf } from '../../../lib/api';

const priceRefs = {
  list: { method: 'POST', path: '/api/staff/catalogue/prices' } as EndpointRef<typeof listCataloguePrices>,
  schedule: { method: 'POST', path: '/api/staff/catalogue/prices/schedule' } as EndpointRef<
    typeof scheduleCataloguePrice
  >,
  withdraw: { method: 'POST', path: '/api/staff/catalogue/prices/withdraw' } as EndpointRef<
    typeof withdrawCataloguePrice
  >,
};

export const priceCalls = callsOf(priceRefs);

export const pricesQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['staff', 'prices', country],
    queryFn: ({ signal }) => priceCalls.list({ country }, { signal }),
    retry: false,
  });

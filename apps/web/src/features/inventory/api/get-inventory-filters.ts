import type { BodyOf, DataOf, EndpointRef, getAvailableInventoryFilters } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getAvailableInventoryFilters> = {
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-filters',
};

export type InventoryFiltersRequest = BodyOf<typeof getAvailableInventoryFilters>;
export type InventoryFiltersData = DataOf<typeof getAvailableInventoryFilters>;

/** Every combination of the market with its live count, and the variants. */
export function inventoryFiltersQuery(body: InventoryFiltersRequest) {
  return queryOptions({
    queryKey: ['inventory', 'filters', body],
    queryFn: ({ signal }) => callApi(ref, body, { signal }),
  });
}

export function useInventoryFilters(body: InventoryFiltersRequest) {
  return useQuery(inventoryFiltersQuery(body));
}

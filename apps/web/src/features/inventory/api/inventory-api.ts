import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getAvailableInventoryFilters,
  getAvailableInventoryItem,
} from '@showroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const inventoryFiltersRef: EndpointRef<typeof getAvailableInventoryFilters> = {
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-filters',
};

export type InventoryFiltersRequest = BodyOf<typeof getAvailableInventoryFilters>;
export type InventoryFiltersData = DataOf<typeof getAvailableInventoryFilters>;

/** Every combination of the market with its live count, and the variants. */
export function inventoryFiltersQuery(body: InventoryFiltersRequest) {
  return queryOptions({
    queryKey: ['inventory', 'filters', body],
    queryFn: ({ signal }) => callApi(inventoryFiltersRef, body, { signal }),
  });
}

export function useInventoryFilters(body: InventoryFiltersRequest) {
  return useQuery(inventoryFiltersQuery(body));
}

const inventoryItemsRef: EndpointRef<typeof getAvailableInventoryItem> = {
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-item',
};

export type InventoryQuery = BodyOf<typeof getAvailableInventoryItem>;
export type InventoryItem = DataOf<typeof getAvailableInventoryItem>['availableInventorys'][number];

/** The configurations on offer for a query; a superseded request is aborted (spec 000 section 7). */
export function inventoryItemsQuery(body: InventoryQuery) {
  return queryOptions({
    queryKey: ['inventory', 'items', body],
    queryFn: async ({ signal }) => (await callApi(inventoryItemsRef, body, { signal })).availableInventorys,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItems(body: InventoryQuery) {
  return useQuery(inventoryItemsQuery(body));
}

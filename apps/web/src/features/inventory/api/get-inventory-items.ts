import type { BodyOf, DataOf, EndpointRef, getAvailableInventoryItem } from '@showroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getAvailableInventoryItem> = {
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-item',
};

export type InventoryQuery = BodyOf<typeof getAvailableInventoryItem>;
export type InventoryItem = DataOf<typeof getAvailableInventoryItem>['availableInventorys'][number];

/** The configurations on offer for a query; a superseded request is aborted (spec 000 section 7). */
export function inventoryItemsQuery(body: InventoryQuery) {
  return queryOptions({
    queryKey: ['inventory', 'items', body],
    queryFn: async ({ signal }) => (await callApi(ref, body, { signal })).availableInventorys,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItems(body: InventoryQuery) {
  return useQuery(inventoryItemsQuery(body));
}

import type { DataOf, EndpointRef, isShowMaintenance } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof isShowMaintenance> = { method: 'GET', path: '/api/User/is-show-maintenance' };

export type MaintenanceState = DataOf<typeof isShowMaintenance>;

export function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceState> {
  return callApi(ref, undefined, { signal });
}

/** Whether the shop is in maintenance, and the code that lets testers through (spec 000 section 4). */
export const maintenanceQuery = queryOptions({
  queryKey: ['system', 'maintenance'],
  queryFn: ({ signal }) => fetchMaintenance(signal),
  retry: false,
});

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}

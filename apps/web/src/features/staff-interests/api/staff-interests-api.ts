import type {
  EndpointRef,
  getStaffMaintenance,
  listStaffInterests,
  setStaffMaintenance,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callsOf } from '../../../lib/api';

const interestsRefs = {
  list: { method: 'POST', path: '/api/staff/interests' } as EndpointRef<typeof listStaffInterests>,
  maintenance: { method: 'GET', path: '/api/staff/maintenance' } as EndpointRef<typeof getStaffMaintenance>,
  setMaintenance: { method: 'POST', path: '/api/staff/maintenance' } as EndpointRef<
    typeof setStaffMaintenance
  >,
};

export const maintenanceQuery = queryOptions({
  queryKey: ['staff', 'maintenance'],
  queryFn: ({ signal }) => callApi(interestsRefs.maintenance, undefined, { signal }),
  retry: false,
  staleTime: 0,
});

export const interestsCalls = callsOf(interestsRefs);

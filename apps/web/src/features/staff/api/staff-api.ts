import type { DataOf, EndpointRef, listAuditLog, staffMe } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callsOf } from '../../../lib/api';

const staffRefs = {
  me: { method: 'GET', path: '/api/staff/me' } as EndpointRef<typeof staffMe>,
  auditLog: { method: 'POST', path: '/api/staff/audit-log' } as EndpointRef<typeof listAuditLog>,
};

export type StaffMe = DataOf<typeof staffMe>;

/** Who is signed in to the back office; a 403 (not staff) is an answer, not something to retry. */
export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: ({ signal }) => callApi(staffRefs.me, undefined, { signal }),
  retry: false,
  staleTime: 5 * 60_000,
});

/** The staff sign-in: password and second factor afresh, back to `returnTo`. */
export const staffSignInUrl = (returnTo = '/staff') =>
  `/gmauth/sign-in?staff=1&returnUrl=${encodeURIComponent(returnTo)}`;

export const staffCalls = callsOf(staffRefs);

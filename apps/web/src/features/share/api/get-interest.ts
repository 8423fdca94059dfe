import type { DataOf, EndpointRef, getInterest } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getInterest> = { method: 'POST', path: '/api/interest/get-interest' };

export type SharedLink = DataOf<typeof getInterest>;

/** The configuration behind a shared link (or isExpired). Read once per page: the link does not change. */
export function sharedLinkQuery(linkKey: string) {
  return queryOptions({
    queryKey: ['interest', 'link', linkKey],
    queryFn: ({ signal }) => callApi(ref, { linkKey }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSharedLink(linkKey: string) {
  return useQuery(sharedLinkQuery(linkKey));
}

import type { BodyOf, DataOf, EndpointRef, getDriveawayCost } from '@showroom/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi, logAbort } from '../../../lib/api';

const ref: EndpointRef<typeof getDriveawayCost> = {
  method: 'POST',
  path: '/api/PaymentOptions/get-driveaway-cost',
};

export type DriveAwayRequest = BodyOf<typeof getDriveawayCost>;
export type DriveAwayReply = DataOf<typeof getDriveawayCost>;
export type DriveAwayCost = DriveAwayReply['driveawayCostData'];

/**
 * The itemised drive-away price of a configuration. A new request supersedes the one in flight (its observer
 * leaves, so TanStack Query aborts it, logged 'Request aborted!'); the previous price stays shown while the next
 * one loads.
 */
export function driveAwayQuery(body: DriveAwayRequest | undefined) {
  return queryOptions({
    queryKey: ['pricing', 'driveaway', body ?? null],
    queryFn: body ? ({ signal }) => logAbort(callApi(ref, body, { signal })) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useDriveAwayCost(body: DriveAwayRequest | undefined) {
  return useQuery(driveAwayQuery(body));
}

import type { DataOf, EndpointRef, getCountryAndState } from '@showroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getCountryAndState> = {
  method: 'POST',
  path: '/api/CountryState/get-country-and-state',
};

export type CountryStateList = DataOf<typeof getCountryAndState>;

export function fetchCountryAndState(signal?: AbortSignal): Promise<CountryStateList> {
  return callApi(ref, {}, { signal });
}

/** The countries and (Australian) states the location dialog lists; they change rarely. */
export const countryAndStateQuery = queryOptions({
  queryKey: ['catalogue', 'country-and-state'],
  queryFn: ({ signal }) => fetchCountryAndState(signal),
  staleTime: 60 * 60_000,
});

export function useCountryAndState(enabled = true) {
  return useQuery({ ...countryAndStateQuery, enabled });
}

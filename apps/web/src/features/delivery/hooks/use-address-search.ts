import type { CountryCode, DeliveryAddress } from '@showroom/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDelayedValue } from '../../configurator/hooks/use-delayed-value';
import { fetchAddresses } from '../api/location';

/** Addresses are searched only once the typed text is longer than this (spec 000 section 5). */
export const minSearchLength = 4;
/** Typing pauses this long before a search is sent. */
export const searchDelayMs = 250;

/** Address suggestions for typed text: debounced, and no call at all for 4 characters or fewer. */
export function useAddressSearch(country: CountryCode, text: string) {
  const keywords = useDelayedValue(text.trim(), searchDelayMs).value;
  const searchable = keywords.length > minSearchLength;
  const query = useQuery({
    queryKey: ['location', 'address', country, keywords],
    queryFn: searchable ? ({ signal }) => fetchAddresses({ country, keywords }, signal) : skipToken,
    staleTime: 5 * 60_000,
  });
  const suggestions: DeliveryAddress[] = searchable ? (query.data ?? []) : [];
  return { suggestions, loading: searchable && query.isFetching, failed: searchable && query.isError };
}

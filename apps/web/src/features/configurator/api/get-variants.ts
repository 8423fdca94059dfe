import type { BodyOf, DataOf, EndpointRef, getVariants } from '@showroom/contract';
import { cents, type VariantEntry } from '@showroom/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getVariants> = { method: 'POST', path: '/api/Vehicle/get-variants' };

export type VariantsRequest = BodyOf<typeof getVariants>;
export type VariantRow = DataOf<typeof getVariants>[number];

export function fetchVariants(body: VariantsRequest, signal?: AbortSignal): Promise<VariantRow[]> {
  return callApi(ref, body, { signal });
}

/** The variants of a market with their 'from' prices for the location and customer type. */
export function variantsQuery(body: VariantsRequest | undefined) {
  return queryOptions({
    queryKey: ['catalogue', 'variants', body ?? null],
    queryFn: body ? ({ signal }) => fetchVariants(body, signal) : skipToken,
  });
}

export function useVariants(body: VariantsRequest | undefined) {
  return useQuery(variantsQuery(body));
}

/** A variant row as the configuration rules see it. */
export function toVariantEntry(row: VariantRow): VariantEntry {
  return {
    id: row.variantID,
    name: row.variantName,
    isDefault: row.isDefault,
    basePrice: cents(row.variantPrice),
  };
}

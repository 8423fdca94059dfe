import type { BodyOf, DataOf, EndpointRef, getExterior } from '@showroom/contract';
import { cents, type TrimEntry } from '@showroom/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getExterior> = { method: 'POST', path: '/api/Vehicle/get-exterior' };

export type ExteriorRequest = BodyOf<typeof getExterior>;
export type ExteriorRow = DataOf<typeof getExterior>[number];

export function fetchExteriors(body: ExteriorRequest, signal?: AbortSignal): Promise<ExteriorRow[]> {
  return callApi(ref, body, { signal });
}

/** The paints of a variant, in the catalogue's order. */
export function exteriorQuery(body: ExteriorRequest | undefined) {
  return queryOptions({
    queryKey: ['catalogue', 'exterior', body ?? null],
    queryFn: body ? ({ signal }) => fetchExteriors(body, signal) : skipToken,
    select: (rows: ExteriorRow[]) => [...rows].sort((a, b) => a.exteriorOrderingNo - b.exteriorOrderingNo),
  });
}

export function useExteriors(body: ExteriorRequest | undefined) {
  return useQuery(exteriorQuery(body));
}

/** A paint row as the configuration rules see it. */
export function toExteriorEntry(row: ExteriorRow): TrimEntry {
  return {
    id: row.exteriorID,
    name: row.exteriorColorName,
    isDefault: row.isDefault,
    price: cents(row.exteriorPrice),
    hasStock: row.hasStock,
  };
}

import type { BodyOf, DataOf, EndpointRef, getInterior } from '@showroom/contract';
import { cents, type TrimEntry } from '@showroom/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getInterior> = { method: 'POST', path: '/api/Vehicle/get-interior' };

export type InteriorRequest = BodyOf<typeof getInterior>;
export type InteriorRow = DataOf<typeof getInterior>[number];

export function fetchInteriors(body: InteriorRequest, signal?: AbortSignal): Promise<InteriorRow[]> {
  return callApi(ref, body, { signal });
}

/** The interiors offered with a variant and paint, in the catalogue's order. */
export function interiorQuery(body: InteriorRequest | undefined) {
  return queryOptions({
    queryKey: ['catalogue', 'interior', body ?? null],
    queryFn: body ? ({ signal }) => fetchInteriors(body, signal) : skipToken,
    select: (rows: InteriorRow[]) => [...rows].sort((a, b) => a.interiorOrderingNo - b.interiorOrderingNo),
  });
}

export function useInteriors(body: InteriorRequest | undefined) {
  return useQuery(interiorQuery(body));
}

/** An interior row as the configuration rules see it. */
export function toInteriorEntry(row: InteriorRow): TrimEntry {
  return {
    id: row.interiorID,
    name: row.interiorColorName,
    isDefault: row.isDefault,
    price: cents(row.interiorPrice),
    hasStock: row.hasStock,
  };
}

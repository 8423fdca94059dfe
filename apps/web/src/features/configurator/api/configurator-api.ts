import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import { cents, type OptionEntry, type TrimEntry, type VariantEntry } from '@showroom/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const countryAndStateRef: EndpointRef<typeof getCountryAndState> = {
  method: 'POST',
  path: '/api/CountryState/get-country-and-state',
};

export type CountryStateList = DataOf<typeof getCountryAndState>;

export function fetchCountryAndState(signal?: AbortSignal): Promise<CountryStateList> {
  return callApi(countryAndStateRef, {}, { signal });
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

const variantsRef: EndpointRef<typeof getVariants> = { method: 'POST', path: '/api/Vehicle/get-variants' };

export type VariantsRequest = BodyOf<typeof getVariants>;
export type VariantRow = DataOf<typeof getVariants>[number];

export function fetchVariants(body: VariantsRequest, signal?: AbortSignal): Promise<VariantRow[]> {
  return callApi(variantsRef, body, { signal });
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

const exteriorRef: EndpointRef<typeof getExterior> = { method: 'POST', path: '/api/Vehicle/get-exterior' };

export type ExteriorRequest = BodyOf<typeof getExterior>;
export type ExteriorRow = DataOf<typeof getExterior>[number];

export function fetchExteriors(body: ExteriorRequest, signal?: AbortSignal): Promise<ExteriorRow[]> {
  return callApi(exteriorRef, body, { signal });
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

const interiorRef: EndpointRef<typeof getInterior> = { method: 'POST', path: '/api/Vehicle/get-interior' };

export type InteriorRequest = BodyOf<typeof getInterior>;
export type InteriorRow = DataOf<typeof getInterior>[number];

export function fetchInteriors(body: InteriorRequest, signal?: AbortSignal): Promise<InteriorRow[]> {
  return callApi(interiorRef, body, { signal });
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

const vehicleOptionsRef: EndpointRef<typeof getVehicleOptions> = {
  method: 'POST',
  path: '/api/Vehicle/get-vehicle-options',
};

export type VehicleOptionsRequest = BodyOf<typeof getVehicleOptions>;
export type VehicleOptions = DataOf<typeof getVehicleOptions>;
export type OptionRow = VehicleOptions['accessories'][number];

export function fetchVehicleOptions(
  body: VehicleOptionsRequest,
  signal?: AbortSignal,
): Promise<VehicleOptions> {
  return callApi(vehicleOptionsRef, body, { signal });
}

/** Accessories and charging options for a variant, paint and interior. */
export function vehicleOptionsQuery(body: VehicleOptionsRequest | undefined) {
  return queryOptions({
    queryKey: ['catalogue', 'vehicle-options', body ?? null],
    queryFn: body ? ({ signal }) => fetchVehicleOptions(body, signal) : skipToken,
  });
}

export function useVehicleOptions(body: VehicleOptionsRequest | undefined) {
  return useQuery(vehicleOptionsQuery(body));
}

/** An option row as the configuration rules see it. */
export function toOptionEntry(row: OptionRow): OptionEntry {
  return {
    id: row.yanaOptionID,
    name: row.optionName,
    price: cents(row.optionPrice),
    kind: row.optionType,
    chargeType: row.chargeType,
    disabled: row.disable,
  };
}

import type { BodyOf, DataOf, EndpointRef, getVehicleOptions } from '@showroom/contract';
import { cents, type OptionEntry } from '@showroom/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const ref: EndpointRef<typeof getVehicleOptions> = {
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
  return callApi(ref, body, { signal });
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

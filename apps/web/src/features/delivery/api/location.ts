import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getAddress,
  getDeliveryPrice,
  getPickupLocations,
} from '@showroom/contract';
import { cents, type DeliveryQuote, type PickupPoint } from '@showroom/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const addressRef: EndpointRef<typeof getAddress> = { method: 'POST', path: '/api/Location/get-address' };
const pickupRef: EndpointRef<typeof getPickupLocations> = {
  method: 'POST',
  path: '/api/Location/get-pickup-locations',
};
const priceRef: EndpointRef<typeof getDeliveryPrice> = {
  method: 'POST',
  path: '/api/Location/get-delivery-price',
};

export type AddressRequest = BodyOf<typeof getAddress>;
export type PickupLocationsRequest = BodyOf<typeof getPickupLocations>;
export type DeliveryPriceRequest = BodyOf<typeof getDeliveryPrice>;

export function fetchAddresses(body: AddressRequest, signal?: AbortSignal) {
  return callApi(addressRef, body, { signal });
}

/** The Experience Centres for a primary address, as the delivery rules see them. */
export async function fetchPickupPoints(
  body: PickupLocationsRequest,
  signal?: AbortSignal,
): Promise<PickupPoint[]> {
  const data = await callApi(pickupRef, body, { signal });
  return data.pickupLocations.map(toPickupPoint);
}

/** The lookups the delivery section asks for as the visitor chooses: kept a minute, as the drive-away price is. */
const lookupStaleMs = 60_000;

/** The centres for a primary address, through the query cache (the same address asked again is not sent again). */
export function pickupPointsQuery(body: PickupLocationsRequest) {
  return queryOptions({
    queryKey: ['delivery', 'pickup-points', body],
    queryFn: ({ signal }) => fetchPickupPoints(body, signal),
    staleTime: lookupStaleMs,
  });
}

/** The price of delivering to another address from a centre, through the query cache. */
export function deliveryQuoteQuery(body: DeliveryPriceRequest) {
  return queryOptions({
    queryKey: ['delivery', 'quote', body],
    queryFn: ({ signal }) => fetchDeliveryQuote(body, signal),
    staleTime: lookupStaleMs,
  });
}

export async function fetchDeliveryQuote(
  body: DeliveryPriceRequest,
  signal?: AbortSignal,
): Promise<DeliveryQuote> {
  const data = await callApi(priceRef, body, { signal });
  return {
    deliveryAvailable: data.deliveryAvailable,
    deliveryPrice: cents(data.deliveryPrice),
    distance: data.distance,
    deliveryPriceErrorCode: data.deliveryPriceErrorCode,
  };
}

function toPickupPoint(row: DataOf<typeof getPickupLocations>['pickupLocations'][number]): PickupPoint {
  return {
    name: row.pickupLocationName,
    address: row.pickupLocationAddress,
    suburb: row.pickupLocationSuburb,
    postcode: row.pickupLocationPostcode,
    state: row.pickupLocationState,
    pickupAvailable: row.pickupLocationAvailable,
    openingSoon: row.pickupLocationOpening === 'opening-soon',
    deliveryAvailable: row.deliveryAvailable,
    deliveryPrice: cents(row.deliveryPrice),
    distance: row.distance,
    deliveryPriceErrorCode: row.deliveryPriceErrorCode,
  };
}

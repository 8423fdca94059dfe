import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getAvailableDeliveryTime,
  getDeliveryPrice,
  getGeometryLocation,
  saveScheduleDelivery,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, logAbort } from '../../../lib/api';

const refs = {
  times: { method: 'POST', path: '/api/Order/get-available-delivery-time' } as EndpointRef<
    typeof getAvailableDeliveryTime
  >,
  save: { method: 'POST', path: '/api/Order/save-schedule-delivery' } as EndpointRef<
    typeof saveScheduleDelivery
  >,
  price: { method: 'POST', path: '/api/Location/get-delivery-price' } as EndpointRef<typeof getDeliveryPrice>,
  geometry: { method: 'POST', path: '/api/GoogleAPIs/get-geometry-location' } as EndpointRef<
    typeof getGeometryLocation
  >,
};

export type ScheduleRequest = BodyOf<typeof getAvailableDeliveryTime>;
export type ScheduleTimes = DataOf<typeof getAvailableDeliveryTime>;
export type HandoverLocation = ScheduleTimes['location'];
export type SaveScheduleRequest = BodyOf<typeof saveScheduleDelivery>;

/** Capacity changes as people book: read it fresh each time the wizard asks. */
export const timesQuery = (request: ScheduleRequest) =>
  queryOptions({
    queryKey: ['delivery-schedule', 'times', request],
    queryFn: ({ signal }) => logAbort(callApi(refs.times, request, { signal })),
    staleTime: 0,
    gcTime: 60_000,
  });

export const saveSchedule = (request: SaveScheduleRequest) => callApi(refs.save, request);

/** The delivery's distance and fee from the centre it leaves from (the location step of a home delivery). */
export const deliveryPriceQuery = (request: BodyOf<typeof getDeliveryPrice> | undefined) =>
  queryOptions({
    queryKey: ['delivery-schedule', 'price', request ?? null],
    queryFn: ({ signal }) =>
      logAbort(callApi(refs.price, request as BodyOf<typeof getDeliveryPrice>, { signal })),
    enabled: Boolean(request),
    staleTime: 5 * 60_000,
  });

/** The coordinates of an address (the map of a home delivery). */
export const geometryQuery = (request: BodyOf<typeof getGeometryLocation> | undefined) =>
  queryOptions({
    queryKey: ['delivery-schedule', 'geometry', request ?? null],
    queryFn: ({ signal }) =>
      logAbort(callApi(refs.geometry, request as BodyOf<typeof getGeometryLocation>, { signal })),
    enabled: Boolean(request),
    staleTime: 60 * 60_000,
  });

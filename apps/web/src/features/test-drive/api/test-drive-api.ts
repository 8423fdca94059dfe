import type {
  BodyOf,
  cancelTestDrive,
  confirmTestDrive,
  DataOf,
  EndpointRef,
  getTestDrive,
  getTestDriveAvailableDates,
  getTestDriveAvailableTime,
  getTestDriveLocations,
  getTestDriveModels,
  getTestDriveVariants,
  saveTestDrive,
  updateTestDrive,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, logAbort } from '../../../lib/api';

const refs = {
  locations: { method: 'POST', path: '/api/TestDrive/get-test-drive-locations' } as EndpointRef<
    typeof getTestDriveLocations
  >,
  models: { method: 'POST', path: '/api/TestDrive/get-test-drive-models' } as EndpointRef<
    typeof getTestDriveModels
  >,
  variants: { method: 'POST', path: '/api/TestDrive/get-test-drive-variants' } as EndpointRef<
    typeof getTestDriveVariants
  >,
  dates: { method: 'POST', path: '/api/TestDrive/get-test-drive-available-dates' } as EndpointRef<
    typeof getTestDriveAvailableDates
  >,
  times: { method: 'POST', path: '/api/TestDrive/get-test-drive-available-time' } as EndpointRef<
    typeof getTestDriveAvailableTime
  >,
  save: { method: 'POST', path: '/api/TestDrive/save-test-drive' } as EndpointRef<typeof saveTestDrive>,
  get: { method: 'POST', path: '/api/TestDrive/get-test-drive' } as EndpointRef<typeof getTestDrive>,
  update: { method: 'POST', path: '/api/TestDrive/update-test-drive' } as EndpointRef<typeof updateTestDrive>,
  cancel: { method: 'POST', path: '/api/TestDrive/cancel-test-drive' } as EndpointRef<typeof cancelTestDrive>,
  confirm: { method: 'POST', path: '/api/TestDrive/confirm-test-drive' } as EndpointRef<
    typeof confirmTestDrive
  >,
};

export type TestDriveBooking = DataOf<typeof getTestDrive>;
export type TimeSlot = DataOf<typeof getTestDriveAvailableTime>['timeList'][number];
export type SavedBooking = DataOf<typeof saveTestDrive>;

/** Availability changes as people book: read it fresh each time the page asks. */
const fresh = { staleTime: 0, gcTime: 60_000 } as const;

export const locationsQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['test-drive', 'locations', country],
    queryFn: ({ signal }) => logAbort(callApi(refs.locations, { Country: country }, { signal })),
    staleTime: 5 * 60_000,
  });

export const modelsQuery = (location: string) =>
  queryOptions({
    queryKey: ['test-drive', 'models', location],
    queryFn: ({ signal }) => logAbort(callApi(refs.models, { TestDriveLocationID: location }, { signal })),
    enabled: Boolean(location),
    staleTime: 5 * 60_000,
  });

export const variantsQuery = (location: string, model: string) =>
  queryOptions({
    queryKey: ['test-drive', 'variants', location, model],
    queryFn: ({ signal }) =>
      logAbort(callApi(refs.variants, { TestDriveLocationID: location, ModelID: model }, { signal })),
    enabled: Boolean(location && model),
    staleTime: 5 * 60_000,
  });

type Choice = { location: string; model: string; variant: string; webkey?: string | undefined };
const variantBody = (choice: Choice) => ({
  TestDriveLocationID: choice.location,
  ModelID: choice.model,
  VariantID: choice.variant,
  ...(choice.webkey ? { WebKey: choice.webkey } : {}),
});

export const datesQuery = (choice: Choice) =>
  queryOptions({
    queryKey: ['test-drive', 'dates', choice],
    queryFn: ({ signal }) => logAbort(callApi(refs.dates, variantBody(choice), { signal })),
    enabled: Boolean(choice.location && choice.model && choice.variant),
    ...fresh,
  });

export const timesQuery = (choice: Choice & { date: string }) =>
  queryOptions({
    queryKey: ['test-drive', 'times', choice],
    queryFn: ({ signal }) =>
      logAbort(callApi(refs.times, { ...variantBody(choice), SelectedDate: choice.date }, { signal })),
    enabled: Boolean(choice.location && choice.model && choice.variant && choice.date),
    ...fresh,
  });

export const bookingQuery = (webkey: string) =>
  queryOptions({
    queryKey: ['test-drive', 'booking', webkey],
    queryFn: ({ signal }) => callApi(refs.get, { WebKey: webkey }, { signal }),
    enabled: Boolean(webkey),
    retry: false,
    ...fresh,
  });

export const saveBooking = (body: BodyOf<typeof saveTestDrive>) => callApi(refs.save, body);
export const changeBooking = (body: BodyOf<typeof updateTestDrive>) => callApi(refs.update, body);
export const cancelBooking = (webkey: string) => callApi(refs.cancel, { WebKey: webkey });
/** The emailed link's confirmation: a POST the page sends on a click, never on opening (mail scanners open links). */
export const confirmBooking = (token: string) => callApi(refs.confirm, { Token: token });

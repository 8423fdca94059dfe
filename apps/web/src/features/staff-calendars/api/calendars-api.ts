import type {
  addCentreClosure,
  Endpoint,
  EndpointRef,
  getCentreCalendar,
  listCalendarCentres,
  removeCentreClosure,
  setHandoverBays,
  setHomeDeliveries,
  setOpeningHours,
  setTestDriveAmbassadors,
  setTestDriveFleet,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callsOf } from '../../../lib/api';

const call = <E extends Endpoint>(name: string) =>
  ({ method: 'POST', path: `/api/staff/calendars/${name}` }) as EndpointRef<E>;

const calendarRefs = {
  centres: call<typeof listCalendarCentres>('centres'),
  get: call<typeof getCentreCalendar>('get'),
  setAmbassadors: call<typeof setTestDriveAmbassadors>('set-ambassadors'),
  setFleet: call<typeof setTestDriveFleet>('set-fleet'),
  setHours: call<typeof setOpeningHours>('set-hours'),
  addClosure: call<typeof addCentreClosure>('add-closure'),
  removeClosure: call<typeof removeCentreClosure>('remove-closure'),
  setHandoverBays: call<typeof setHandoverBays>('set-handover-bays'),
  setHomeDeliveries: call<typeof setHomeDeliveries>('set-home-deliveries'),
};

export const calendarCalls = callsOf(calendarRefs);

export const calendarCentresQuery = queryOptions({
  queryKey: ['staff', 'calendar-centres'],
  queryFn: ({ signal }) => calendarCalls.centres({}, { signal }),
  retry: false,
});

export const calendarQuery = (centreId: string) =>
  queryOptions({
    queryKey: ['staff', 'calendar', centreId],
    queryFn: ({ signal }) => calendarCalls.get({ centreId }, { signal }),
    enabled: centreId !== '',
    retry: false,
  });

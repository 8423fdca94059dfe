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

const call = <E extends Endpoint>(name: string) =>
  ({ method: 'POST', path: `/api/staff/calendars/${name}` }) as EndpointRef<E>;

export const calendarRefs = {
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

import {
  addCentreClosure,
  getCentreCalendar,
  listCalendarCentres,
  removeCentreClosure,
  setHandoverBays,
  setHomeDeliveries,
  setOpeningHours,
  setTestDriveAmbassadors,
  setTestDriveFleet,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { changeRecorder, changingCalls } from '../staff';
import { listCentres } from './centre-calendar.repository';
import { staffCalendarsService } from './staff-calendars.service';

/**
 * The back office's calendar calls (docs/back-office-calendars.md): any staff member reads a centre's calendar;
 * admin changes it, each change in the audit log with before and after.
 */
export function staffCalendarsRoutes(deps: { db: Db; clock: Clock }) {
  const calendars = staffCalendarsService(deps);
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    registerEndpoint(app, listCalendarCentres, async () => ({ centres: await listCentres(deps.db) }));
    registerEndpoint(app, getCentreCalendar, (body) => calendars.get(body.centreId));
    await changingCalls(app, 'admin', (changes) => {
      const by = (request: Parameters<typeof changeRecorder>[0]) => changeRecorder(request, deps.clock);
      registerEndpoint(changes, setTestDriveAmbassadors, (body, request) =>
        calendars.setAmbassadors(body, by(request)),
      );
      registerEndpoint(changes, setTestDriveFleet, (body, request) => calendars.setFleet(body, by(request)));
      registerEndpoint(changes, setOpeningHours, (body, request) => calendars.setHours(body, by(request)));
      registerEndpoint(changes, addCentreClosure, (body, request) => calendars.addClosure(body, by(request)));
      registerEndpoint(changes, removeCentreClosure, (body, request) =>
        calendars.removeClosure(body, by(request)),
      );
      registerEndpoint(changes, setHandoverBays, (body, request) =>
        calendars.setHandoverBays(body, by(request)),
      );
      registerEndpoint(changes, setHomeDeliveries, (body, request) =>
        calendars.setHomeDeliveries(body, by(request)),
      );
    });
  };
}

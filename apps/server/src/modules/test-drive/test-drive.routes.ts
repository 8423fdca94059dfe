import {
  cancelTestDrive,
  getTestDrive,
  getTestDriveAvailableDates,
  getTestDriveAvailableTime,
  getTestDriveLocations,
  getTestDriveModels,
  getTestDriveVariants,
  saveTestDrive,
  updateTestDrive,
} from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { testDriveService } from './test-drive.service';
import { testDriveAvailability } from './test-drive-availability';
import { testDriveBookingRepository } from './test-drive-booking.repository';
import { testDriveCalendarRepository } from './test-drive-calendar.repository';

/** Bookings send email to an address a visitor types, so writing is rate limited per client. */
const bookingLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Reading by webkey: keys are unguessable, and guessing is slowed down per client as well. */
const keyReadLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Spec 002 section 7: the TestDrive calls, and the change and cancel calls of the confirmation email's link. */
export function testDriveRoutes(deps: {
  db: Db;
  clock: Clock;
  publicOrigin: string;
  /** The signed-in customer's id, or null for an anonymous visitor (test drives need no sign-in). */
  signedInCustomer(request: FastifyRequest): Promise<string | null>;
}) {
  const availability = testDriveAvailability({
    calendars: testDriveCalendarRepository(deps.db),
    clock: deps.clock,
  });
  const service = testDriveService({
    availability,
    bookings: testDriveBookingRepository(deps.db),
    clock: deps.clock,
    publicOrigin: deps.publicOrigin,
  });
  /** With a booking's webkey, its own slot at the same location counts as free: the customer may keep it. */
  const keep = async (body: { WebKey?: string | null | undefined; TestDriveLocationID: string }) => {
    const held = await service.heldSlot(body.WebKey);
    return held?.centreId === body.TestDriveLocationID ? held : undefined;
  };
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getTestDriveLocations, (body) => availability.locations(body.Country));
    registerEndpoint(app, getTestDriveModels, (body) => availability.models(body.TestDriveLocationID));
    registerEndpoint(app, getTestDriveVariants, (body) =>
      availability.variants(body.TestDriveLocationID, body.ModelID),
    );
    registerEndpoint(app, getTestDriveAvailableDates, async (body) =>
      availability.dates(await availability.resolve(body), await keep(body)),
    );
    registerEndpoint(app, getTestDriveAvailableTime, async (body) =>
      availability.times(await availability.resolve(body), body.SelectedDate, await keep(body)),
    );
    registerEndpoint(
      app,
      saveTestDrive,
      async (body, request) => service.book(body, await deps.signedInCustomer(request)),
      { config: bookingLimit },
    );
    registerEndpoint(app, getTestDrive, (body) => service.get(body), { config: keyReadLimit });
    registerEndpoint(app, updateTestDrive, (body) => service.change(body), { config: bookingLimit });
    registerEndpoint(app, cancelTestDrive, (body) => service.cancel(body), { config: bookingLimit });
  };
}

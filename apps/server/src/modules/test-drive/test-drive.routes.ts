import {
  cancelTestDrive,
  confirmTestDrive,
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

/** The read side and the booking service of test drives, for the routes and the hold sweep. */
export function testDrives(deps: { db: Db; clock: Clock; publicOrigin: string }) {
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
  return { availability, service };
}

/**
 * Spec 002 section 7: the TestDrive calls, the change and cancel calls of the booking's link, and the confirm call
 * of the link emailed for a booking made without signing in.
 */
export function testDriveRoutes(deps: {
  testDrives: ReturnType<typeof testDrives>;
  /** The signed-in customer's id, or null for an anonymous visitor (test drives need no sign-in). */
  signedInCustomer(request: FastifyRequest): Promise<string | null>;
}) {
  const { availability, service } = deps.testDrives;
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
      async (body, request) =>
        service.book(body, { customerId: await deps.signedInCustomer(request), clientAddress: request.ip }),
      { config: bookingLimit },
    );
    registerEndpoint(app, confirmTestDrive, (body) => service.confirm(body), { config: keyReadLimit });
    registerEndpoint(app, getTestDrive, (body) => service.get(body), { config: keyReadLimit });
    registerEndpoint(app, updateTestDrive, (body) => service.change(body), { config: bookingLimit });
    registerEndpoint(app, cancelTestDrive, (body) => service.cancel(body), { config: bookingLimit });
  };
}

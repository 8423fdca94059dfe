import { randomBytes } from 'node:crypto';
import type {
  cancelTestDrive,
  getTestDrive,
  saveTestDrive,
  TestDriveBookingRecord,
  updateTestDrive,
} from '@showroom/contract';
import {
  addDays,
  type CountryCode,
  dottedDate,
  localDate,
  marketOf,
  salesPhone,
  slashDate,
  testDriveLeadMinutes,
  testDriveMessages,
  testDriveMinutes,
  testDriveWindowDays,
} from '@showroom/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { isConstraintViolation, isDeadlock } from '../../platform/db';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import { type DbExecutor, withdrawPendingEmail } from '../../platform/mail';
import { formatLongDate, formatTime, marketOf as mailMarketOf } from '../../platform/mail/templates/market';
import {
  type BookingPlace,
  centreAddress,
  lyriq,
  type TestDriveAvailability,
} from './test-drive-availability';
import { type BookingRow, slotTaken, type TestDriveBookingRepository } from './test-drive-booking.repository';
import { type BookingMail, bookingNumber, enqueueBookingEmail, enqueueReminder } from './test-drive-mail';

type SaveBody = z.output<typeof saveTestDrive.body>;
type UpdateBody = z.output<typeof updateTestDrive.body>;
type Reply = z.input<typeof saveTestDrive.data>;
type Selection = Pick<
  SaveBody,
  'Country' | 'TestDriveLocationID' | 'ModelID' | 'VariantID' | 'Date' | 'SelectedTime'
>;

/** 192 random bits, as a shared link's key: whoever holds it may read, change or cancel the booking. */
const newWebkey = () => randomBytes(24).toString('base64url');

/** The web's booking page: `/{market}/test-drive/{webkey}` opens it in change-or-cancel mode. */
export const testDrivePagePath = 'test-drive';

const bookingClosed = (country: CountryCode, why: string) =>
  new AppError(
    409,
    'BookingClosed',
    `${why} Please call the Cadillac Sales Team on ${salesPhone[country]} for help.`,
  );

/**
 * Booking, changing and cancelling test drives (spec 002 section 4). Each is one transaction: the seat taken or
 * given back, the booking row, and the emails in the outbox (the confirmation with its calendar file, the reminder
 * due the day before). Changing takes the new seat and frees the old one in the same transaction, so a failed
 * change leaves the booking where it was.
 */
export function testDriveService(deps: {
  availability: TestDriveAvailability;
  bookings: TestDriveBookingRepository;
  clock: Clock;
  publicOrigin: string;
}) {
  const { availability, bookings, clock } = deps;
  const domain = new URL(deps.publicOrigin).hostname;

  const manageUrl = (country: CountryCode, webkey: string) =>
    `${deps.publicOrigin}/${marketOf(country)}/${testDrivePagePath}/${webkey}`;

  /** The chosen slot, checked free now (the transaction checks again, atomically). */
  async function chooseSlot(selection: Selection, keep?: { localDate: string; localTime: string }) {
    const resolved = await availability.resolve(selection, selection.Country);
    const today = localDate(clock.now(), resolved.timeZone);
    if (selection.Date < today || selection.Date > addDays(today, testDriveWindowDays)) {
      throw badField('Date', testDriveMessages.date);
    }
    const slot = (await availability.slots(resolved, selection.Date, keep)).find(
      (candidate) => candidate.time === selection.SelectedTime,
    );
    if (!slot) throw badField('SelectedTime', testDriveMessages.time);
    if (!slot.isAvailable) throw slotTaken();
    return { resolved, slot };
  }

  function mailOf(
    row: BookingRow,
    resolved: BookingPlace,
    slot: { startsAt: Date; endsAt: Date },
  ): BookingMail {
    return {
      to: row.email,
      bookingId: row.id,
      revision: row.revision,
      timeZone: resolved.timeZone,
      domain,
      writtenAt: clock.now(),
      country: row.country as CountryCode,
      state: resolved.centre.state,
      firstName: row.firstName,
      bookingNo: bookingNumber(row),
      centreName: resolved.centre.name,
      centreAddress: centreAddress(resolved.centre),
      model: lyriq.model,
      variantName: resolved.variant.name,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      manageUrl: manageUrl(row.country as CountryCode, row.webkey),
    };
  }

  function reply(row: BookingRow): Reply {
    return {
      yanaTestDriveID: row.id,
      yanaTestDriveNo: bookingNumber(row),
      webkey: row.webkey,
      testDriveLink: manageUrl(row.country as CountryCode, row.webkey),
      transaction: row.status === 'Cancelled' ? 'Cancel' : row.revision > 0 ? 'Change' : 'New',
    };
  }

  /** Runs a booking transaction, answering the database's refusals as the business refusals they are. */
  async function write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await bookings.transaction(work);
    } catch (error) {
      if (isConstraintViolation(error, 'test_drive_bookings_one_per_person_slot')) {
        throw new AppError(409, 'AlreadyBooked', 'You already have a test drive booked at this time.');
      }
      if (
        isDeadlock(error) ||
        isConstraintViolation(error, 'test_drive_slots_booked_check') ||
        isConstraintViolation(error, 'test_drive_slot_vehicles_booked_check')
      ) {
        throw slotTaken();
      }
      throw error;
    }
  }

  async function findOpen(webkey: string, tx?: DbExecutor) {
    const found = await bookings.findByWebkey(webkey, tx);
    if (!found) throw notFound('The test drive booking');
    const country = found.booking.country as CountryCode;
    if (found.booking.status === 'Cancelled') throw bookingClosed(country, 'This test drive is cancelled.');
    return found;
  }

  const changeable = (startsAt: Date) =>
    startsAt.getTime() - clock.now().getTime() >= testDriveLeadMinutes * 60_000;

  return {
    /** The slot a booking holds (for the dates and times of its change), or undefined for none or a bad key. */
    async heldSlot(webkey: string | null | undefined) {
      if (!webkey) return undefined;
      const found = await bookings.findByWebkey(webkey);
      if (found?.booking.status !== 'Booked') return undefined;
      return {
        centreId: found.slot.centreId,
        localDate: found.slot.localDate,
        localTime: found.slot.localTime,
      };
    },

    /** Books a seat; a signed-in customer is kept on the booking (their ids are answered with it). */
    async book(body: SaveBody, customerId: string | null = null): Promise<Reply> {
      const { resolved, slot } = await chooseSlot(body);
      const row = await write(async (tx) => {
        const slotId = await bookings.takeSeat(tx, {
          centreId: resolved.centre.id,
          variantId: resolved.variant.id,
          localDate: body.Date,
          localTime: body.SelectedTime,
          startsAt: slot.startsAt,
          ambassadors: slot.ambassadors,
          vehicles: resolved.variant.vehicles,
        });
        const booking = await bookings.insertBooking(tx, {
          webkey: newWebkey(),
          customerId,
          slotId,
          variantId: resolved.variant.id,
          country: body.Country,
          firstName: body.FirstName,
          lastName: body.LastName,
          email: body.Email,
          mobile: body.Mobile,
          postcode: body.Postcode,
          customerType: body.CustomerType,
          currentVehicle: body.CurrentVehicle || null,
          privacyStatement: body.PrivacyStatement,
          marketing: body.Marketing,
          utmTag: body.UTMtag || null,
          qrCode: body.QRcode || null,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
        const mail = mailOf(booking, resolved, slot);
        await enqueueBookingEmail(tx, 'test-drive-confirmation', mail);
        const reminderOutboxId = await enqueueReminder(tx, mail, clock.now());
        return reminderOutboxId ? bookings.updateBooking(tx, booking.id, { reminderOutboxId }) : booking;
      });
      return reply(row);
    },

    async change(body: UpdateBody): Promise<Reply> {
      const current = await findOpen(body.WebKey);
      const country = current.booking.country as CountryCode;
      if (!changeable(current.slot.startsAt)) {
        throw bookingClosed(country, 'This test drive starts soon and can no longer be changed online.');
      }
      if (body.Country !== country) throw badField('Country', 'A booking stays in its country.');
      const sameCentre = current.slot.centreId === body.TestDriveLocationID;
      const keep = sameCentre
        ? { localDate: current.slot.localDate, localTime: current.slot.localTime }
        : undefined;
      const { resolved, slot } = await chooseSlot(body, keep);
      const row = await write(async (tx) => {
        const locked = await findOpen(body.WebKey, tx);
        if (locked.booking.revision !== current.booking.revision) throw slotTaken();
        await bookings.releaseSeat(tx, locked.booking.slotId, locked.booking.variantId);
        const slotId = await bookings.takeSeat(tx, {
          centreId: resolved.centre.id,
          variantId: resolved.variant.id,
          localDate: body.Date,
          localTime: body.SelectedTime,
          startsAt: slot.startsAt,
          ambassadors: slot.ambassadors,
          vehicles: resolved.variant.vehicles,
        });
        if (locked.booking.reminderOutboxId) {
          await withdrawPendingEmail(tx, locked.booking.reminderOutboxId, clock.now());
        }
        const moved = await bookings.updateBooking(tx, locked.booking.id, {
          slotId,
          variantId: resolved.variant.id,
          revision: locked.booking.revision + 1,
          reminderOutboxId: null,
          updatedAt: clock.now(),
        });
        const mail = mailOf(moved, resolved, slot);
        await enqueueBookingEmail(tx, 'test-drive-change', mail);
        const reminderOutboxId = await enqueueReminder(tx, mail, clock.now());
        return reminderOutboxId ? bookings.updateBooking(tx, moved.id, { reminderOutboxId }) : moved;
      });
      return reply(row);
    },

    async cancel(body: z.output<typeof cancelTestDrive.body>): Promise<Reply> {
      const current = await findOpen(body.WebKey);
      const country = current.booking.country as CountryCode;
      if (current.slot.startsAt <= clock.now()) {
        throw bookingClosed(country, 'This test drive has started and can no longer be cancelled online.');
      }
      const place = await availability.place(current.slot.centreId, current.variantName);
      const row = await write(async (tx) => {
        const locked = await findOpen(body.WebKey, tx);
        await bookings.releaseSeat(tx, locked.booking.slotId, locked.booking.variantId);
        if (locked.booking.reminderOutboxId) {
          await withdrawPendingEmail(tx, locked.booking.reminderOutboxId, clock.now());
        }
        const cancelled = await bookings.updateBooking(tx, locked.booking.id, {
          status: 'Cancelled',
          cancelledAt: clock.now(),
          revision: locked.booking.revision + 1,
          reminderOutboxId: null,
          updatedAt: clock.now(),
        });
        const endsAt = new Date(locked.slot.startsAt.getTime() + testDriveMinutes * 60_000);
        await enqueueBookingEmail(
          tx,
          'test-drive-cancellation',
          mailOf(cancelled, place, { startsAt: locked.slot.startsAt, endsAt }),
        );
        return cancelled;
      });
      return reply(row);
    },

    async get(body: z.output<typeof getTestDrive.body>): Promise<TestDriveBookingRecord> {
      const found = await bookings.findByWebkey(body.WebKey);
      if (!found) throw notFound('The test drive booking');
      const { booking, slot, customer } = found;
      const nz = booking.country === 'NZ';
      const place = await availability.place(slot.centreId, found.variantName);
      const market = mailMarketOf(booking.country as CountryCode, place.centre.state);
      const endsAt = new Date(slot.startsAt.getTime() + testDriveMinutes * 60_000);
      return {
        ...reply(booking),
        status: booking.status,
        isChangeable: booking.status === 'Booked' && changeable(slot.startsAt),
        country: booking.country as CountryCode,
        testDriveLocationID: slot.centreId,
        locationName: place.centre.name,
        locationAddress: centreAddress(place.centre),
        modelID: lyriq.modelID,
        model: lyriq.model,
        variantID: booking.variantId,
        variantName: found.variantName,
        date: slashDate(slot.localDate),
        formatDate: dottedDate(slot.localDate),
        selectedTime: slot.localTime,
        timeLabel: `${formatLongDate(slot.startsAt, market)}, ${formatTime(slot.startsAt, market)} to ${formatTime(endsAt, market)}`,
        firstName: booking.firstName,
        lastName: booking.lastName,
        email: booking.email,
        mobile: booking.mobile,
        postcode: booking.postcode,
        customerType: booking.customerType as 'Private' | 'Business',
        currentVehicle: booking.currentVehicle,
        privacyStatement: booking.privacyStatement,
        marketing: booking.marketing,
        yanaCustomerID: (nz ? customer?.nzCustomerId : customer?.auCustomerId) ?? null,
        yanaCustomerNo: (nz ? customer?.nzCustomerNo : customer?.auCustomerNo) ?? null,
      };
    },
  };
}

export type TestDriveService = ReturnType<typeof testDriveService>;

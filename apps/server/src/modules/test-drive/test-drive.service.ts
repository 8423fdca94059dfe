import { randomBytes } from 'node:crypto';
import type {
  cancelTestDrive,
  confirmTestDrive,
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
import { type DbExecutor, underDailyMailCap, withdrawPendingEmail } from '../../platform/mail';
import { formatLongDate, formatTime, marketOf as mailMarketOf } from '../../platform/mail/templates/market';
import {
  type BookingPlace,
  centreAddress,
  lyriq,
  type TestDriveAvailability,
} from './test-drive-availability';
import { type BookingRow, slotTaken, type TestDriveBookingRepository } from './test-drive-booking.repository';
import {
  cappedTemplates,
  checkHoldCaps,
  holdEndsAt,
  linkExpired,
  newConfirmToken,
  notConfirmed,
  sha256,
} from './test-drive-hold';
import {
  type BookingMail,
  bookingNumber,
  enqueueBookingEmail,
  enqueueConfirmLink,
  enqueueReminder,
} from './test-drive-mail';

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
/** The web's page of the emailed link: `/{market}/confirm-test-drive/{token}` asks for a click, then confirms. */
export const confirmPagePath = 'confirm-test-drive';

/** Who is booking: the signed-in customer (or null) and the client's address, as the rate limits see it. */
export interface Booker {
  customerId: string | null;
  clientAddress: string;
}

const bookingClosed = (country: CountryCode, why: string) =>
  new AppError(
    409,
    'BookingClosed',
    `${why} Please call the Cadillac Sales Team on ${salesPhone[country]} for help.`,
  );

/**
 * Booking, confirming, changing and cancelling test drives (spec 002 section 4). Each is one transaction: the seat
 * taken or given back, the booking row, and the emails in the outbox (the confirmation with its calendar file, the
 * reminder due the day before). Changing takes the new seat and frees the old one in the same transaction, so a
 * failed change leaves the booking where it was.
 *
 * A booking whose address nobody proved (made without signing in with it) only holds its seat, for
 * `testDriveHoldMinutes`, and sends nothing but the link that confirms it; its emails greet 'Dear customer,'
 * and are capped per address a day (issue 31, N4 and N8; ADR 0033).
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

  /** The emails of a booking; `greet` only when its address is the signed-in booker's own. */
  function mailOf(
    row: BookingRow,
    resolved: BookingPlace,
    slot: { startsAt: Date; endsAt: Date },
    greet: boolean,
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
      firstName: greet ? row.firstName : '',
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

  /** A booking that holds its seat for good: its confirmation with the calendar file, and the reminder. */
  async function confirmed(tx: DbExecutor, booking: BookingRow, mail: BookingMail): Promise<BookingRow> {
    await enqueueBookingEmail(tx, 'test-drive-confirmation', mail);
    const reminderOutboxId = await enqueueReminder(tx, mail, clock.now());
    return reminderOutboxId ? bookings.updateBooking(tx, booking.id, { reminderOutboxId }) : booking;
  }

  function reply(row: BookingRow): Reply {
    return {
      yanaTestDriveID: row.id,
      yanaTestDriveNo: bookingNumber(row),
      webkey: row.webkey,
      testDriveLink: manageUrl(row.country as CountryCode, row.webkey),
      transaction: row.status === 'Cancelled' ? 'Cancel' : row.revision > 0 ? 'Change' : 'New',
      status: row.status,
    };
  }

  /**
   * A change or cancellation email of a booking its address's owner did not make signed in: written only while the
   * address is under its daily cap (whoever holds the webkey could otherwise mail it without end).
   */
  async function mayMail(tx: DbExecutor, row: BookingRow, greet: boolean): Promise<boolean> {
    return greet || (await underDailyMailCap(tx, row.email, cappedTemplates));
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
    const found = await bookings.findByWebkey(webkey, clock.now(), tx);
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
      const found = await bookings.findByWebkey(webkey, clock.now());
      if (found?.booking.status !== 'Booked') return undefined;
      return {
        centreId: found.slot.centreId,
        localDate: found.slot.localDate,
        localTime: found.slot.localTime,
      };
    },

    /**
     * Books a seat; a signed-in customer is kept on the booking (their ids are answered with it). Booked signed in
     * with the account's own address, it is confirmed at once; otherwise the seat is held and the address is sent
     * the link that confirms it, within the caps per address and per client.
     */
    async book(body: SaveBody, booker: Booker): Promise<Reply> {
      const proven = await bookings.isCustomersOwnEmail(booker.customerId, body.Email);
      const { resolved, slot } = await chooseSlot(body);
      const now = clock.now();
      const token = proven ? undefined : newConfirmToken();
      const holderHash = sha256(booker.clientAddress);
      const row = await write(async (tx) => {
        const slotId = await bookings.takeSeat(tx, {
          centreId: resolved.centre.id,
          variantId: resolved.variant.id,
          localDate: body.Date,
          localTime: body.SelectedTime,
          startsAt: slot.startsAt,
          ambassadors: slot.ambassadors,
          vehicles: resolved.variant.vehicles,
          now,
        });
        if (token)
          await checkHoldCaps(tx, bookings, { email: body.Email, holderHash, now, country: body.Country });
        const booking = await bookings.insertBooking(tx, {
          webkey: newWebkey(),
          customerId: booker.customerId,
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
          ...(token
            ? {
                status: 'PendingConfirmation' as const,
                holdExpiresAt: holdEndsAt(now),
                confirmTokenHash: sha256(token),
                holderHash,
              }
            : { status: 'Booked' as const }),
          createdAt: now,
          updatedAt: now,
        });
        const mail = mailOf(booking, resolved, slot, proven);
        if (token) {
          const confirmUrl = `${deps.publicOrigin}/${marketOf(body.Country)}/${confirmPagePath}/${token}`;
          await enqueueConfirmLink(tx, mail, { confirmUrl, holdEndsAt: holdEndsAt(now) });
          return booking;
        }
        return confirmed(tx, booking, mail);
      });
      return reply(row);
    },

    /**
     * Confirms a held booking by the emailed link's token (single use: the token is forgotten), then sends the
     * confirmation with its calendar file and queues the reminder. A used, unknown or run-out token is 410.
     */
    async confirm(body: z.output<typeof confirmTestDrive.body>): Promise<TestDriveBookingRecord> {
      const tokenHash = sha256(body.Token);
      const current = await bookings.findByConfirmToken(tokenHash);
      if (!current) throw linkExpired();
      const place = await availability.place(current.slot.centreId, current.variantName);
      const webkey = await write(async (tx) => {
        const hold = (await bookings.findByConfirmToken(tokenHash, tx))?.booking;
        const now = clock.now();
        if (hold?.status !== 'PendingConfirmation' || !hold.holdExpiresAt || hold.holdExpiresAt <= now) {
          throw linkExpired();
        }
        const booked = await bookings.updateBooking(tx, hold.id, {
          status: 'Booked',
          holdExpiresAt: null,
          confirmTokenHash: null,
          holderHash: null,
          updatedAt: now,
        });
        const { startsAt } = current.slot;
        const endsAt = new Date(startsAt.getTime() + testDriveMinutes * 60_000);
        await confirmed(tx, booked, mailOf(booked, place, { startsAt, endsAt }, false));
        return booked.webkey;
      });
      return this.get({ WebKey: webkey });
    },

    async change(body: UpdateBody): Promise<Reply> {
      const current = await findOpen(body.WebKey);
      const country = current.booking.country as CountryCode;
      if (current.booking.status === 'PendingConfirmation') throw notConfirmed();
      if (!changeable(current.slot.startsAt)) {
        throw bookingClosed(country, 'This test drive starts soon and can no longer be changed online.');
      }
      if (body.Country !== country) throw badField('Country', 'A booking stays in its country.');
      const sameCentre = current.slot.centreId === body.TestDriveLocationID;
      const keep = sameCentre
        ? { localDate: current.slot.localDate, localTime: current.slot.localTime }
        : undefined;
      const { resolved, slot } = await chooseSlot(body, keep);
      const greet = await bookings.isCustomersOwnEmail(current.booking.customerId, current.booking.email);
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
          now: clock.now(),
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
        const mail = mailOf(moved, resolved, slot, greet);
        if (await mayMail(tx, moved, greet)) await enqueueBookingEmail(tx, 'test-drive-change', mail);
        const reminderOutboxId = await enqueueReminder(tx, mail, clock.now());
        return reminderOutboxId ? bookings.updateBooking(tx, moved.id, { reminderOutboxId }) : moved;
      });
      return reply(row);
    },

    /**
     * Cancels a booking and gives its seat back. A held one goes quietly (it never announced anything); a confirmed
     * one sends the cancellation with its calendar file, within the address's daily cap unless it is the
     * signed-in booker's own.
     */
    async cancel(body: z.output<typeof cancelTestDrive.body>): Promise<Reply> {
      const current = await findOpen(body.WebKey);
      const country = current.booking.country as CountryCode;
      if (current.slot.startsAt <= clock.now()) {
        throw bookingClosed(country, 'This test drive has started and can no longer be cancelled online.');
      }
      const place = await availability.place(current.slot.centreId, current.variantName);
      const greet = await bookings.isCustomersOwnEmail(current.booking.customerId, current.booking.email);
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
          holdExpiresAt: null,
          confirmTokenHash: null,
          holderHash: null,
          updatedAt: clock.now(),
        });
        if (locked.booking.status === 'PendingConfirmation' || !(await mayMail(tx, cancelled, greet))) {
          return cancelled;
        }
        const endsAt = new Date(locked.slot.startsAt.getTime() + testDriveMinutes * 60_000);
        await enqueueBookingEmail(
          tx,
          'test-drive-cancellation',
          mailOf(cancelled, place, { startsAt: locked.slot.startsAt, endsAt }, greet),
        );
        return cancelled;
      });
      return reply(row);
    },

    async get(body: z.output<typeof getTestDrive.body>): Promise<TestDriveBookingRecord> {
      const found = await bookings.findByWebkey(body.WebKey, clock.now());
      if (!found) throw notFound('The test drive booking');
      const { booking, slot, customer } = found;
      const nz = booking.country === 'NZ';
      const place = await availability.place(slot.centreId, found.variantName);
      const market = mailMarketOf(booking.country as CountryCode, place.centre.state);
      const endsAt = new Date(slot.startsAt.getTime() + testDriveMinutes * 60_000);
      return {
        ...reply(booking),
        confirmBy: booking.holdExpiresAt ? formatTime(booking.holdExpiresAt, market) : null,
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

    /**
     * Deletes holds that ran out and gives their seats back, one transaction each (reads already count them as
     * nothing; this tidies the counters and forgets the details nobody confirmed). Answers how many.
     */
    async sweepHolds(limit = 200): Promise<number> {
      let swept = 0;
      while (swept < limit && (await bookings.sweepOneHold(clock.now()))) swept += 1;
      return swept;
    },
  };
}

export type TestDriveService = ReturnType<typeof testDriveService>;

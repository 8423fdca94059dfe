import { createHash, randomBytes } from 'node:crypto';
import { testDriveErrorCodes } from '@showroom/contract';
import { type CountryCode, salesPhone, testDriveHoldMinutes } from '@showroom/domain';
import { AppError } from '../../platform/http/app-error';
import {
  type DbExecutor,
  emailsPerAddressPerDay,
  type TemplateName,
  underDailyMailCap,
} from '../../platform/mail';
import type { TestDriveBookingRepository } from './test-drive-booking.repository';

/*
 * A booking made without proving the address (not signed in with it) holds its seat for `testDriveHoldMinutes`
 * until the link emailed to the address is opened (issue 31, N4 and N8; ADR 0033), within caps per address and per
 * client.
 */

/** Bookings one address may have coming or held at once, unless its owner books signed in with it. */
export const openBookingsPerAddress = 3;
/** Unconfirmed holds one client (by its address, as the rate limits see it) may have at once. */
export const holdsPerClient = 3;

/**
 * The test drive emails a request can make the shop write to an address nobody proved (the reminder is not one: it
 * follows a booking the address confirmed, and is withdrawn when the booking moves).
 */
export const cappedTemplates = [
  'test-drive-confirm-link',
  'test-drive-confirmation',
  'test-drive-change',
  'test-drive-cancellation',
] as const satisfies readonly TemplateName[];

/** The emailed link's token: 192 random bits, stored only as its hash. */
export const newConfirmToken = () => randomBytes(24).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const holdEndsAt = (now: Date) => new Date(now.getTime() + testDriveHoldMinutes * 60_000);

export const linkExpired = () =>
  new AppError(
    410,
    testDriveErrorCodes.linkExpired,
    `This confirmation link has expired or has already been used. We hold a time for ${testDriveHoldMinutes} minutes; please book again.`,
  );

export const notConfirmed = () =>
  new AppError(
    409,
    testDriveErrorCodes.notConfirmed,
    'This test drive is waiting for you to confirm it with the link we emailed. Once confirmed, it can be changed.',
  );

/**
 * Refuses a held booking over a cap, naming which (the caller's transaction rolls the seat back, so nothing is
 * kept and nothing sent). Each count is taken under a lock of its address or client, so bookings sent at once
 * cannot all find room.
 */
export async function checkHoldCaps(
  tx: DbExecutor,
  bookings: TestDriveBookingRepository,
  hold: { email: string; holderHash: string; now: Date; country: CountryCode },
): Promise<void> {
  const phone = salesPhone[hold.country];
  await bookings.lockKey(tx, `address:${hold.email.trim().toLowerCase()}`);
  if ((await bookings.openBookingsOf(tx, hold.email, hold.now)) >= openBookingsPerAddress) {
    throw new AppError(
      409,
      testDriveErrorCodes.tooManyBookings,
      `This email address already has ${openBookingsPerAddress} test drives booked or waiting to be confirmed. Please confirm or cancel one first, or call us on ${phone}.`,
    );
  }
  await bookings.lockKey(tx, `holder:${hold.holderHash}`);
  if ((await bookings.holdsOf(tx, hold.holderHash, hold.now)) >= holdsPerClient) {
    throw new AppError(
      429,
      testDriveErrorCodes.tooManyHolds,
      `You have ${holdsPerClient} test drives waiting to be confirmed. Please open the links we emailed, or wait ${testDriveHoldMinutes} minutes, before booking another.`,
    );
  }
  if (!(await underDailyMailCap(tx, hold.email, cappedTemplates))) {
    throw new AppError(
      429,
      testDriveErrorCodes.recipientLimit,
      `We have sent this email address as many test drive emails as we can today (${emailsPerAddressPerDay}). Please try again tomorrow, or call us on ${phone}.`,
    );
  }
}

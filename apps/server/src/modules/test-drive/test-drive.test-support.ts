import {
  confirmTestDrive,
  getTestDriveAvailableTime,
  saveTestDrive,
  type TestDriveBookingInput,
} from '@showroom/contract';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app';
import { outbox, testDriveBookings, testDriveSlots } from '../../db/schema';

/** Wednesday 2 December 2026, 9:00 in Sydney (AEDT, UTC+11): the suites' fixed clock. */
export const testNow = '2026-12-01T22:00:00Z';

/** A valid booking at the Sydney centre (one demonstrator per variant) on Thursday 3 December 2026 at 9:30. */
export const sydneyBooking = (overrides: Partial<TestDriveBookingInput> = {}): TestDriveBookingInput => ({
  Country: 'AU',
  TestDriveLocationID: 'sydney-rosebery',
  ModelID: 'LYRIQ',
  VariantID: 'AU-LUX',
  Date: '2026/12/03',
  SelectedTime: '09:30',
  FirstName: 'Ada',
  LastName: 'Lee',
  Email: 'ada.lee@example.com',
  Mobile: '0412345678',
  Postcode: '2018',
  CustomerType: 'Private',
  CurrentVehicle: 'Holden Commodore',
  PrivacyStatement: true,
  Marketing: false,
  ...overrides,
});

/** Books without signing in (from `client`, an X-Forwarded-For address, when the app trusts it): a hold. */
export async function book(t: TestApp, overrides: Partial<TestDriveBookingInput> = {}, client?: string) {
  const headers: Record<string, string> = client ? { 'x-forwarded-for': client } : {};
  const res = await t.post(saveTestDrive.path, sydneyBooking(overrides), headers);
  return { res, data: res.statusCode === 200 ? saveTestDrive.reply.parse(res.json()).data : undefined };
}

/** The token of the newest confirmation link emailed to an address. */
export async function confirmTokenFor(t: TestApp, to: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.template, 'test-drive-confirm-link')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/confirm-test-drive\/([A-Za-z0-9_-]{32})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No confirmation link was emailed to ${to}.`);
  return token;
}

/** Opens the emailed link's confirmation (the page's POST). */
export const confirm = (t: TestApp, token: string) => t.post(confirmTestDrive.path, { Token: token });

/** Books without signing in and confirms by the emailed link, as the address's owner does. */
export async function bookConfirmed(t: TestApp, overrides: Partial<TestDriveBookingInput> = {}) {
  const held = await book(t, overrides);
  if (!held.data) return held;
  const res = await confirm(t, await confirmTokenFor(t, sydneyBooking(overrides).Email));
  if (res.statusCode !== 200) throw new Error(`The confirmation failed: ${res.body}`);
  return held;
}

/** Whether a slot of a date is free for a variant at a location, as the page sees it. */
export async function isFree(
  t: TestApp,
  at: { location?: string; variant?: string; date: string; time: string },
): Promise<boolean> {
  const res = await t.post(getTestDriveAvailableTime.path, {
    TestDriveLocationID: at.location ?? 'sydney-rosebery',
    ModelID: 'LYRIQ',
    VariantID: at.variant ?? 'AU-LUX',
    SelectedDate: at.date,
  });
  const slot = getTestDriveAvailableTime.reply
    .parse(res.json())
    .data.timeList.find((candidate) => candidate.time === at.time);
  if (!slot) throw new Error(`No slot ${at.date} ${at.time}`);
  return slot.isAvailable;
}

/** The test drive emails to an address, oldest first. */
export function emailsTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), like(outbox.template, 'test-drive-%')))
    .orderBy(asc(outbox.createdAt), asc(outbox.template));
}

/** How many bookings, booked seats and emails exist: "nothing written" is all three unchanged. */
export async function written(t: TestApp) {
  const [bookings] = await t.database.db.select({ n: count() }).from(testDriveBookings);
  const slots = await t.database.db.select({ booked: testDriveSlots.booked }).from(testDriveSlots);
  const [emails] = await t.database.db.select({ n: count() }).from(outbox);
  return {
    bookings: bookings?.n ?? 0,
    seats: slots.reduce((sum, slot) => sum + slot.booked, 0),
    emails: emails?.n ?? 0,
  };
}

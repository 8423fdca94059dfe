import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { placeOrderAs } from '../../../test/support/owner-fixtures';
import { createAccount, sendCreateAccount, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import {
  experienceCentres,
  interests,
  orders,
  outbox,
  testDriveBookings,
  testDriveSlots,
  testDriveSlotVehicles,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { mailRefusal } from '../../platform/mail';
import { unprovedEmailMessage } from '../idp/idp.service';
import { data, deliverMail } from './privacy.test-support';

/*
 * Security probe N1 and N9: who owns what is keyed by an email address. A guest's order and test drive survive
 * someone else making, using and deleting an account on the guest's address; an owner who proved the address gets
 * their guest enquiries in the export and the erasure, and never erases or silences a guest order's mail.
 */

const clock = fixedClock(new Date());
let shop: HttpApp;

const enquiry = (email: string) => ({
  interest: {
    Country: 'AU',
    InterestType: 'CallBack',
    FirstName: 'Gina',
    LastName: 'Guest',
    Email: email,
    Mobile: '0412345678',
    PrivacyStatement: true,
  },
});

/** A guest test drive a week ahead, as the booking page writes it (manage link `webkey`). */
async function guestTestDrive(email: string, webkey: string, daysAhead: number) {
  const db = shop.database.db;
  const [centre] = await db.select().from(experienceCentres).limit(1);
  const [slot] = await db
    .insert(testDriveSlots)
    .values({
      centreId: centre?.id ?? '',
      startsAt: new Date(clock.now().getTime() + daysAhead * 86_400_000),
      localDate: `2030-01-${String(daysAhead).padStart(2, '0')}`,
      localTime: '10:00',
      ambassadors: 2,
      booked: 1,
    })
    .returning();
  await db
    .insert(testDriveSlotVehicles)
    .values({ slotId: slot?.id ?? '', variantId: threeInStock.VariantID, vehicles: 1, booked: 1 });
  await db.insert(testDriveBookings).values({
    webkey,
    slotId: slot?.id ?? '',
    variantId: threeInStock.VariantID,
    country: 'AU',
    firstName: 'Gina',
    lastName: 'Guest',
    email,
    mobile: '0412345678',
    postcode: '2000',
    customerType: 'Private',
    privacyStatement: true,
  });
}

/** Manage links as the booking page makes them (32 characters of base64url). */
const ginaKey = 'GinaGuestManageLink0000000000001';
const oliveKey = 'OliveOwnerManageLink000000000002';

const mailTo = (address: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(() => shop.close());

describe('an account on a guest’s address (probe N1)', () => {
  const victim = 'gina-guest@example.net';

  it('cannot sign in, export or delete, so the guest’s order, test drive and mail stay whole', async () => {
    // The guest orders and books a test drive without an account.
    const guest = new TestBrowser(shop.origin);
    const placed = await placeOrderAs(guest, threeInStock, { Email: victim });
    await guestTestDrive(victim, ginaKey, 7);
    await deliverMail(shop, clock);
    const before = await mailTo(victim);
    expect(before.map((m) => m.template)).toContain('order-confirmation');

    // The probe's attack: an account on the guest's address, signed in on the same page, then export and delete.
    const squatter = new TestBrowser(shop.origin);
    const answer = await sendCreateAccount(squatter, {
      email: victim,
      password: 'squatter-password-1',
      firstName: 'Sam',
      lastName: 'Squat',
      country: 'AU',
    });
    const refused = await squatter.submit(
      answer,
      { email: victim, password: 'squatter-password-1' },
      '/login',
    );
    expect(refused.body).toContain(unprovedEmailMessage);
    expect((await squatter.api('/api/User/export-personal-data', {})).status).toBe(401);
    expect((await squatter.api('/api/User/delete-account', { confirm: true })).status).toBe(401);
    // The sign-in page a second time: still nothing.
    expect((await signIn(squatter, victim, 'squatter-password-1')).status).toBe(401);

    // The guest's order keeps its email and its mail; the test drive opens from its link; later mail goes out.
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.ids.yanaOrderID));
    expect(order?.email).toBe(victim);
    const after = await mailTo(victim);
    for (const mail of before) {
      expect(after.find((row) => row.id === mail.id)).toMatchObject({ text: mail.text, status: mail.status });
    }
    const manage = await guest.api('/api/TestDrive/get-test-drive', { WebKey: ginaKey });
    expect(manage.status, manage.body).toBe(200);
    expect(data(manage)).toMatchObject({ email: victim, status: 'Booked' });
    expect(await mailRefusal(shop.database.db, victim, 'order-confirmation')).toBeUndefined();
    const written = (await mailTo(victim)).length;
    expect((await guest.api('/api/interest/save-interest', enquiry(victim))).status).toBe(200);
    expect((await mailTo(victim)).length).toBe(written + 1);
  });
});

describe('an owner who proved the address (probes N1 and N9)', () => {
  const owner = { email: 'olive-owner@example.net', password: 'olive-password-1', firstName: 'Olive' };

  it('exports and erases their guest enquiries and test drives, and keeps a guest order with its mail', async () => {
    const guest = new TestBrowser(shop.origin);
    const placed = await placeOrderAs(guest, oneInStock, { Email: owner.email });
    await guestTestDrive(owner.email, oliveKey, 8);
    expect((await guest.api('/api/interest/save-interest', enquiry(owner.email))).status).toBe(200);
    await deliverMail(shop, clock);
    const orderMail = (await mailTo(owner.email)).filter((m) => m.template === 'order-confirmation');
    expect(orderMail).toHaveLength(1);

    const [guestEnquiry] = await shop.database.db
      .select()
      .from(interests)
      .where(eq(interests.email, owner.email));

    const browser = new TestBrowser(shop.origin);
    await createAccount(browser, { ...owner, lastName: 'Owner', country: 'AU' });
    const exported = data(await browser.api('/api/User/export-personal-data', {}));
    expect(exported.enquiries.map((row: { email: string }) => row.email)).toEqual([owner.email]);
    expect(exported.testDrives).toHaveLength(1);
    // The guest order is not the account's: it was not placed signed in.
    expect(exported.orders).toEqual([]);

    const deleted = await browser.api('/api/User/delete-account', { confirm: true });
    expect(deleted.status, deleted.body).toBe(200);
    expect(data(deleted).retentionReason).toContain(
      'Orders placed with your email without signing in are not part of your account',
    );
    // The guest enquiry stays for the back office without its personal fields (probe N9).
    const [anonymised] = await shop.database.db
      .select()
      .from(interests)
      .where(eq(interests.id, guestEnquiry?.id ?? ''));
    expect(anonymised).toMatchObject({
      email: null,
      firstName: null,
      mobile: null,
      interestType: 'CallBack',
    });
    const [booking] = await shop.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.webkey, oliveKey));
    expect(booking).toBeUndefined();

    // The guest order, its confirmation email and the mail still to come about it stay.
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.ids.yanaOrderID));
    expect(order?.email).toBe(owner.email);
    const [kept] = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, orderMail[0]?.id ?? ''));
    expect(kept).toMatchObject({ toAddress: owner.email, text: orderMail[0]?.text });
    expect(await mailRefusal(shop.database.db, owner.email, 'order-confirmation')).toBeUndefined();
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threeInStock } from '../../../test/support/checkout-fixtures';
import {
  completeDetails,
  detailsBody,
  licenceDoc,
  signReviewed,
} from '../../../test/support/document-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { jpegWithMetadata, pngWithMetadata } from '../../../test/support/licence-files';
import { placeOrderAs } from '../../../test/support/owner-fixtures';
import { createAccount, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import {
  balancePayments,
  contractSignatures,
  customers,
  experienceCentres,
  idpAccounts,
  idpStore,
  interests,
  orderDocuments,
  orders,
  outbox,
  privacyRequests,
  sessions,
  testDriveBookings,
  testDriveSlots,
  testDriveSlotVehicles,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { data, deliverMail, json, signInAgain } from './privacy.test-support';

/* Deleting an account: what goes at once, what the law makes us keep, and that nothing is mailed afterwards. */

const clock = fixedClock(new Date());
let shop: HttpApp;
const cara = { email: 'cara@example.com', password: 'cara-password-1', firstName: 'Cara', lastName: 'Wu' };
/** A call request from the request-a-call page. */
const callRequest = {
  Country: 'AU',
  InterestType: 'CallBack',
  FirstName: 'Cara',
  LastName: 'Wu',
  Mobile: '0412345678',
  PrivacyStatement: true,
};
let laptop: TestBrowser;
let phone: TestBrowser;
let order = { orderNo: '', orderID: '' };
let customerId = '';

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  laptop = new TestBrowser(shop.origin);
  await createAccount(laptop, { ...cara, country: 'AU' });
  phone = new TestBrowser(shop.origin);
  await signIn(phone, cara.email, cara.password);
  const placed = await placeOrderAs(laptop, threeInStock, {
    Email: cara.email,
    NameOnCreditCard: 'Cara Cardholder',
  });
  order = { orderNo: placed.ids.yanaOrderNo, orderID: placed.ids.yanaOrderID };
  // What came after the order: the licence images, the signed contract, a transfer and a test drive to come.
  const details = await laptop.api(
    '/api/Order/update-order-details',
    detailsBody(placed.ids, { ...completeDetails, Submit: true }, [
      licenceDoc('Drive License Front', jpegWithMetadata()),
      licenceDoc('Drive License Back', pngWithMetadata()),
    ]),
  );
  expect(details.status, details.body).toBe(200);
  const signed = await signReviewed(laptop, placed.ids, {
    FullName: 'Cara Wu',
    Consent: true,
  });
  expect(signed.status, signed.body).toBe(200);
  await shop.database.db.insert(balancePayments).values({
    orderId: order.orderID,
    amountCents: 500_000,
    receivedOn: '2026-01-05',
    recordedBy: 'jane.doe',
  });
  const [centre] = await shop.database.db.select().from(experienceCentres).limit(1);
  const [slot] = await shop.database.db
    .insert(testDriveSlots)
    .values({
      centreId: centre?.id ?? '',
      startsAt: new Date(clock.now().getTime() + 7 * 86_400_000),
      localDate: '2030-01-01',
      localTime: '10:00',
      ambassadors: 2,
      booked: 1,
    })
    .returning();
  await shop.database.db
    .insert(testDriveSlotVehicles)
    .values({ slotId: slot?.id ?? '', variantId: threeInStock.VariantID, vehicles: 1, booked: 1 });
  await shop.database.db.insert(testDriveBookings).values({
    webkey: 'cara-manage-link',
    slotId: slot?.id ?? '',
    variantId: threeInStock.VariantID,
    country: 'AU',
    firstName: 'Cara',
    lastName: 'Wu',
    email: 'Cara@Example.com',
    mobile: '0412345678',
    postcode: '2000',
    customerType: 'Private',
    privacyStatement: true,
  });
  const shared = await laptop.api('/api/interest/save-interest', {
    interest: {
      Country: 'AU',
      State: 'NSW',
      InterestType: 'ShareLink',
      CustomerType: 'Private',
      VariantName: 'Luxury',
      ExteriorName: 'Stellar Black Metallic',
      InteriorName: 'Sky Cool Gray Inteluxe',
    },
  });
  expect(shared.status, shared.body).toBe(200);
  await deliverMail(shop, clock);
  const [row] = await shop.database.db.select().from(customers).where(eq(customers.email, cara.email));
  customerId = row?.id ?? '';
});
afterAll(() => shop.close());

describe('delete-account', () => {
  it('needs a confirmation and a sign-in of the last 15 minutes, and changes nothing until then', async () => {
    const unconfirmed = await laptop.api('/api/User/delete-account', {});
    expect(unconfirmed.status).toBe(400);
    expect(json(unconfirmed).details[0]).toEqual({
      field: 'confirm',
      message: 'Please confirm that you want your account and data deleted.',
    });
    clock.advance(16 * 60_000);
    const stale = await laptop.api('/api/User/delete-account', { confirm: true });
    expect(stale.status).toBe(403);
    expect(json(stale).errorCode).toBe('RecentSignInRequired');
    expect(
      (await shop.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]?.erasedAt,
    ).toBeNull();
  });

  it('erases the customer, keeps the order for the tax records without personal details, and signs out everywhere', async () => {
    await signInAgain(laptop, cara.email, cara.password);
    const reply = await laptop.api('/api/User/delete-account', { confirm: true });
    expect(reply.status, reply.body).toBe(200);
    expect(data(reply)).toEqual({
      erasedAt: clock.now().toISOString(),
      keptOrders: [order.orderNo],
      retentionReason:
        'We keep your orders and their invoices, without your name or contact details, and your signed contracts as you signed them, because Australian tax law requires us to keep records of every sale for five years.',
      signInAccount: 'deleted',
    });
    expect(reply.setCookies.join()).toMatch(/showroom-session=;/);

    // Signed out in every browser.
    for (const browser of [laptop, phone]) {
      expect(data(await browser.request('/api/User/get-session')).signedIn).toBe(false);
    }
    expect(await shop.database.db.select().from(sessions).where(eq(sessions.customerId, customerId))).toEqual(
      [],
    );

    // The sign-in account is gone: the old password opens nothing.
    const again = await signIn(new TestBrowser(shop.origin), cara.email, cara.password);
    expect(again.status).toBe(401);
    expect(again.body).toContain('The email or password is incorrect.');
    expect(
      await shop.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, cara.email)),
    ).toEqual([]);
    const providerRows = await shop.database.db
      .select()
      .from(idpStore)
      .where(sql`${idpStore.payload}::text like '%cara%'`);
    expect(providerRows).toEqual([]);

    // The customer row is an anonymous tombstone with its customer number.
    const [tombstone] = await shop.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(tombstone).toMatchObject({
      issuer: null,
      subject: null,
      firstName: '',
      lastName: '',
      phoneNumber1: '',
    });
    expect(tombstone?.email).not.toContain('cara');
    expect(tombstone?.auCustomerNo).toMatch(/^AU\d{6}$/);
  });

  it('leaves staff the order with its sale and no name, email, mobile or street, and no browser can open it', async () => {
    const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderID));
    expect(kept).toMatchObject({
      status: 'Ordered Confirmed',
      customerId,
      firstName: '',
      lastName: '',
      mobile: '',
      comments: null,
      nameOnCreditCard: null,
      deliveryAddress: null,
      state: 'NSW',
      depositCents: 100_000,
      personalDataErasedAt: clock.now(),
    });
    expect(JSON.stringify(kept)).not.toMatch(/cara|Cardholder|Jo|Citizen|0412345678/i);
    const [reservationCookie] = [laptop.cookie('showroom_reservation')];
    expect(reservationCookie).toMatch(/^[\w.~%-]{16,}$/);
    const status = await laptop.api('/api/Order/get-reservation-status', { orderID: order.orderID });
    expect(status.status).toBe(404);
  });

  it('forgets the address in the outbox, deletes shared links, records the request without personal data', async () => {
    const mail = await shop.database.db.select().from(outbox);
    expect(mail.length).toBeGreaterThan(0);
    expect(JSON.stringify(mail)).not.toContain('cara');
    expect(mail.find((row) => row.subject.startsWith('Your LYRIQ order'))).toMatchObject({
      html: '',
      text: '',
    });
    expect(
      await shop.database.db.select().from(interests).where(eq(interests.customerId, customerId)),
    ).toEqual([]);
    const [request] = await shop.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, 'erasure'));
    expect(request).toMatchObject({
      customerId,
      summary: { keptOrders: [order.orderNo], deletedSharedLinks: 1 },
    });
    expect(JSON.stringify(request)).not.toContain('cara');
  });

  it('never mails the old address again: an enquiry with it is stored but not acknowledged', async () => {
    const before = (await shop.database.db.select().from(outbox)).length;
    const enquiry = await new TestBrowser(shop.origin).api('/api/interest/save-interest', {
      interest: { ...callRequest, Email: 'Cara@Example.com' },
    });
    expect(enquiry.status, enquiry.body).toBe(200);
    expect((await shop.database.db.select().from(outbox)).length).toBe(before);
    expect((await deliverMail(shop, clock)).delivered).toBe(0);
  });

  it('lets the address sign up afresh: a new, empty customer whose mail goes out again', async () => {
    clock.advance(1000);
    const fresh = new TestBrowser(shop.origin);
    await createAccount(fresh, { ...cara, country: 'AU' });
    const profile = data(await fresh.api('/api/User/get-profile-by-email', { email: cara.email }));
    expect(profile.yanaProfileID).not.toBe(customerId);
    expect(profile.communicationHistory).toEqual([]);
    expect(
      data(
        await fresh.api('/api/Order/get-orders-by-customerID', {
          customerID: profile.yanaCustomerID,
          customerNo: profile.yanaCustomerNo,
        }),
      ),
    ).toEqual([]);
    const before = (await shop.database.db.select().from(outbox)).length;
    await fresh.api('/api/interest/save-interest', { interest: { ...callRequest, Email: cara.email } });
    expect((await shop.database.db.select().from(outbox)).length).toBe(before + 1);
  });
});

describe('delete-account and what came after the order', () => {
  it('keeps the signed contract of the sale, deletes the licence images and cancels the test drive to come', async () => {
    const documents = await shop.database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, order.orderID));
    expect(documents.map((row) => row.kind)).toEqual(['Contract']);
    const [signature] = await shop.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, order.orderID));
    expect(signature).toMatchObject({ documentId: documents[0]?.id, fullName: 'Cara Wu' });
    expect(
      await shop.database.db.select().from(balancePayments).where(eq(balancePayments.orderId, order.orderID)),
    ).toHaveLength(1);

    const [booking] = await shop.database.db.select().from(testDriveBookings);
    expect(booking).toMatchObject({
      status: 'Cancelled',
      customerId: null,
      firstName: '',
      lastName: '',
      mobile: '',
      postcode: '',
      email: `erased+${booking?.id}@erased.invalid`,
    });
    expect(booking?.webkey).not.toBe('cara-manage-link');
    const [slot] = await shop.database.db.select().from(testDriveSlots);
    expect(slot?.booked).toBe(0);
    const [vehicles] = await shop.database.db.select().from(testDriveSlotVehicles);
    expect(vehicles?.booked).toBe(0);

    const [request] = await shop.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, 'erasure'));
    expect(request?.summary).toMatchObject({
      anonymisedTestDrives: 1,
      cancelledTestDrives: 1,
      deletedDocuments: 2,
      keptContracts: 1,
    });
  });
});

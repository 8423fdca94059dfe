import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import {
  balancePayments,
  deliveryAppointments,
  experienceCentres,
  handoverSlots,
  orderDocuments,
  orders,
  outbox,
  privacyRequests,
  testDriveBookings,
  testDriveSlots,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { enqueueEmail } from '../../platform/mail';
import { data, deliverMail, json, placeOrder, signInAgain } from './privacy.test-support';

/* Communication preferences, the communication history and the data export, over real HTTP with sign-in. */

const clock = fixedClock(new Date());
let shop: HttpApp;
let ana: TestBrowser;
let ben: TestBrowser;
const anaAccount = {
  email: 'ana@example.com',
  password: 'ana-password-1',
  firstName: 'Ana',
  lastName: 'Lee',
};
const allOff = {
  gmCommunicationEmail: false,
  gmCommunicationMobile: false,
  gmPartnerCommunicationEmail: false,
  gmPartnerCommunicationMobile: false,
};
const profile = async (browser: TestBrowser, email: string) =>
  data(await browser.api('/api/User/get-profile-by-email', { email }));

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  // Mail to Ana's address from before she had an account is not hers to see.
  await enqueueEmail(shop.database.db, {
    to: anaAccount.email,
    template: 'enquiry-acknowledgement',
    data: { country: 'AU', kind: 'contact', firstName: 'Someone' },
  });
  await shop.database.db.update(outbox).set({ createdAt: new Date(clock.now().getTime() - 86_400_000) });
  await deliverMail(shop, clock);
  ana = new TestBrowser(shop.origin);
  await createAccount(ana, { ...anaAccount, country: 'AU' });
  ben = new TestBrowser(shop.origin);
  await createAccount(ben, {
    email: 'ben@example.com',
    password: 'ben-password-1',
    firstName: 'Ben',
    lastName: 'Ngata',
    country: 'AU',
  });
});
afterAll(() => shop.close());

describe('communication preferences (save-profile in preferences mode)', () => {
  it('starts with every flag off, saves the four flags for the session’s customer only', async () => {
    expect(await profile(ana, anaAccount.email)).toMatchObject(allOff);
    const privacy = { ...allOff, gmCommunicationEmail: true, gmPartnerCommunicationMobile: true };
    const saved = await ana.api('/api/User/save-profile', { isUpdateProfile: false, privacy });
    expect(saved.status, saved.body).toBe(200);
    expect(data(saved)).toMatchObject(privacy);
    expect(await profile(ana, anaAccount.email)).toMatchObject(privacy);
    expect(await profile(ben, 'ben@example.com')).toMatchObject(allOff);
  });

  it('accepts the spec’s body with both members, saving only the one its mode names', async () => {
    const before = await profile(ana, anaAccount.email);
    const userProfile = {
      customerType: 'Private',
      firstName: 'Ana',
      lastName: 'Lee',
      phoneNumber1: '0412345678',
    };
    const reply = await ana.api('/api/User/save-profile', {
      userProfile,
      privacy: { ...allOff, gmPartnerCommunicationEmail: true },
      isUpdateProfile: true,
    });
    expect(reply.status, reply.body).toBe(200);
    expect(data(reply)).toMatchObject({
      ...allOff,
      gmCommunicationEmail: true,
      gmPartnerCommunicationMobile: true,
    });
    expect(data(reply).phoneNumber1).toBe('0412345678');
    expect(before.phoneNumber1).toBe('');
  });

  it('refuses a body without the member its mode saves, or with a flag that is not true or false, naming the field', async () => {
    const before = await profile(ana, anaAccount.email);
    for (const [body, field] of [
      [{ isUpdateProfile: false }, 'privacy'],
      [{ isUpdateProfile: true, privacy: allOff }, 'userProfile'],
      [
        { isUpdateProfile: false, privacy: { ...allOff, gmCommunicationEmail: 'yes' } },
        'privacy.gmCommunicationEmail',
      ],
      [{ isUpdateProfile: false, privacy: { gmCommunicationEmail: true } }, 'privacy.gmCommunicationMobile'],
      [{ isUpdateProfile: false, privacy: { ...allOff, sms: true } }, 'privacy.sms'],
      [{ isUpdateProfile: 'no', privacy: allOff }, 'isUpdateProfile'],
    ] as const) {
      const reply = await ana.api('/api/User/save-profile', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(json(reply).details[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(await profile(ana, anaAccount.email)).toEqual(before);
  });
});

describe('communication history and data export', () => {
  let orderNo = '';
  let orderID = '';

  /** What the post-order capabilities keep for Ana's order, and a test drive booked with her address. */
  async function afterTheOrder() {
    const db = shop.database.db;
    await db
      .update(orders)
      .set({ driveLicenceNumber: '12345678', regoAddress: '1 George Street' })
      .where(eq(orders.id, orderID));
    await db.insert(balancePayments).values({
      orderId: orderID,
      amountCents: 250_000,
      receivedOn: '2026-02-03',
      reference: orderNo,
      recordedBy: 'jane.doe',
    });
    await db.insert(orderDocuments).values({
      orderId: orderID,
      kind: 'Drive License Front',
      storageKey: `orders/${orderID}/front.jpg`,
      contentType: 'image/jpeg',
      byteSize: 3,
      sha256: 'a'.repeat(64),
      createdAt: clock.now(),
    });
    const [centre] = await db.select().from(experienceCentres).limit(1);
    const centreId = centre?.id ?? '';
    const [bay] = await db
      .insert(handoverSlots)
      .values({ centreId, localDate: '2030-03-04', localTime: '10:00', bays: 2, booked: 1 })
      .returning();
    await db.insert(deliveryAppointments).values({
      orderId: orderID,
      centreId,
      handoverSlotId: bay?.id ?? null,
      localDate: '2030-03-04',
      localTime: '10:00',
      startsAt: new Date('2030-03-03T23:00:00Z'),
    });
    const [slot] = await db
      .insert(testDriveSlots)
      .values({
        centreId,
        startsAt: new Date('2030-01-01T00:00:00Z'),
        localDate: '2030-01-01',
        localTime: '11:00',
        ambassadors: 1,
        booked: 1,
      })
      .returning();
    await db.insert(testDriveBookings).values({
      webkey: 'ana-manage-link',
      slotId: slot?.id ?? '',
      variantId: 'AU-LUX',
      country: 'AU',
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ANA@example.com',
      mobile: '0412345678',
      postcode: '2000',
      customerType: 'Private',
      privacyStatement: true,
    });
  }

  it('lists what the shop sent the customer: the sign-up email and the order confirmation, not mail to the address from before the account', async () => {
    ({ orderNo, orderID } = await placeOrder(ana, anaAccount.email));
    expect((await profile(ana, anaAccount.email)).communicationHistory).toEqual([]);
    await deliverMail(shop, clock);
    const history = (await profile(ana, anaAccount.email)).communicationHistory;
    const sent = (communicationDescription: string) => ({
      communicationDescription,
      email: anaAccount.email,
      type: 'Email',
      sent: clock.now().toISOString(),
    });
    // The sign-up email proved the address for this account, so it is the customer's (audit 002 #15). Both went
    // at the same moment of the test clock: their order between them is not the point.
    expect(history).toHaveLength(2);
    expect(history).toEqual(
      expect.arrayContaining([
        sent(`Your LYRIQ order ${orderNo}`),
        sent('Confirm your email for your Cadillac account'),
      ]),
    );
    // Ben sees his own sign-up email and nothing of Ana's.
    expect(
      (await profile(ben, 'ben@example.com')).communicationHistory.map(
        (row: { communicationDescription: string; email: string }) => [
          row.communicationDescription,
          row.email,
        ],
      ),
    ).toEqual([['Confirm your email for your Cadillac account', 'ben@example.com']]);
  });

  it('asks for the password again when the sign-in is older than 15 minutes, then exports everything', async () => {
    // A call request from the request-a-call page, signed in.
    await ana.api('/api/interest/save-interest', {
      interest: {
        Country: 'AU',
        InterestType: 'CallBack',
        FirstName: 'Ana',
        LastName: 'Lee',
        Email: anaAccount.email,
        Mobile: '0412345678',
        PrivacyStatement: true,
        Comments: 'Please call after 5 pm',
        Source: `Order ${orderNo}`,
      },
    });
    await afterTheOrder();
    clock.advance(15 * 60_000 + 1000);
    const stale = await ana.api('/api/User/export-personal-data', {});
    expect(stale.status).toBe(403);
    expect(json(stale)).toMatchObject({ errorCode: 'RecentSignInRequired' });

    const back = await signInAgain(ana, anaAccount.email, anaAccount.password);
    expect(back.url).toBe(`${shop.origin}/au-en/data-privacy`);
    const reply = await ana.api('/api/User/export-personal-data', {});
    expect(reply.status, reply.body).toBe(200);
    const exported = data(reply);
    expect(exported.customer).toMatchObject({
      email: anaAccount.email,
      firstName: 'Ana',
      phoneNumber1: '0412345678',
    });
    expect(exported.consents.communication).toMatchObject({
      gmCommunicationEmail: true,
      updatedAt: expect.any(String),
    });
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({
      orderNo,
      status: 'Ordered',
      email: anaAccount.email,
      paymentOption: 'Finance',
      finance: { offerID: 0, deposit: 500_000, term: 48, repayment: expect.any(Number) },
      fromLinkSource: 'Configurator',
      nameOnCreditCard: 'Ana Lee',
      vehicleThumbnail: expect.stringMatching(/^\/media\/vehicle\//),
      payments: [{ status: 'authorised', amountCents: 100_000 }],
      buyerDetails: { driveLicenceNumber: '12345678', regoAddress: '1 George Street' },
      balancePayments: [{ amountCents: 250_000, receivedOn: '2026-02-03', reference: orderNo }],
      deliveryAppointment: { localDate: '2030-03-04', localTime: '10:00', homeDelivery: false },
      documents: [{ kind: 'Drive License Front', contentType: 'image/jpeg', signature: null }],
    });
    expect(exported.testDrives).toMatchObject([
      { status: 'Booked', firstName: 'Ana', email: 'ANA@example.com', mobile: '0412345678' },
    ]);
    expect(reply.body).not.toContain('ana-manage-link');
    expect(exported.enquiries).toMatchObject([
      { interestType: 'CallBack', comments: 'Please call after 5 pm' },
    ]);
    expect(
      exported.communicationHistory.map(
        (row: { communicationDescription: string }) => row.communicationDescription,
      ),
    ).toContain(`Your LYRIQ order ${orderNo}`);
    // No card data anywhere: the shop never keeps any. The test card's security code 737 as a value of its own
    // (a bare '737' would also match an id or a time that happens to hold those digits).
    expect(reply.body).not.toMatch(/5555\s?5555\s?5555\s?4444/);
    expect(reply.body).not.toMatch(/[:,[]"?737"?[,}\]]/);
    const recorded = await shop.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, 'export'));
    expect(recorded).toHaveLength(1);
  });

  it("exports only the session's own data, and nothing without a session", async () => {
    expect((await ben.api('/api/User/export-personal-data', {})).status).toBe(403);
    await signInAgain(ben, 'ben@example.com', 'ben-password-1');
    const bens = data(await ben.api('/api/User/export-personal-data', {}));
    expect(bens.orders).toEqual([]);
    expect(bens.testDrives).toEqual([]);
    expect(bens.customer.email).toBe('ben@example.com');
    const anonymous = await new TestBrowser(shop.origin).api('/api/User/export-personal-data', {});
    expect(anonymous.status).toBe(401);
    expect((await ben.api('/api/User/export-personal-data', { everything: true })).status).toBe(400);
  });
});

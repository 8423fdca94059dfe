import { calculateFinance, getOrderDetailsByYanaIds } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRefused } from '../../../test/support/api-calls';
import { buyer, payInSandbox, reservedFrom, yanaIds } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { exteriors, orders } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

/*
 * Issue 14 item 5: the spec's order keeps the loan the customer chose (priced by the server on the order's own
 * drive-away price), where the configuration came from, the name on the card and the vehicle's picture (one of
 * ours only); the order details return them.
 */

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;
/** The catalogue's views of AU Sport in Summit White (front three-quarter, side, rear, front) and in Stellar Black. */
let white: string[] = [];
let black: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  const picturesOf = async (id: string) =>
    (await t.database.db.select().from(exteriors).where(eq(exteriors.id, id)))[0]?.pictures ?? [];
  white = await picturesOf('AU-SPORT-SWH');
  black = await picturesOf('AU-SPORT-SBM');
  expect(white).toHaveLength(4);
});
afterAll(() => t.close());

const path = '/api/Order/place-reservation';
/** AU Sport in Summit White with Jet Black Inteluxe: five units in the seeded stock. */
const sport = { VariantID: 'AU-SPORT', ExteriorID: 'AU-SPORT-SWH', InteriorID: 'AU-SPORT-JBI' };
const chosenLoan = {
  OfferID: 0,
  Deposit: 1_500_000,
  SelectedTermOptions: 48,
  SelectedBalloonPaymentOptions: 20,
  SelectedPaymentFrequency: 1,
};

const storedRow = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

const detailsOf = async (r: ReturnType<typeof reservedFrom>) => {
  const reply = await t.post(getOrderDetailsByYanaIds.path, yanaIds(r), { cookie: r.cookie });
  expect(reply.statusCode, reply.body).toBe(200);
  return getOrderDetailsByYanaIds.reply.parse(reply.json()).data;
};

describe("place-reservation keeps the spec's Finance, FromLinkSource, NameOnCreditCard and VehicleThumbnail", () => {
  it('prices the chosen loan on the order’s own price, keeps the other fields, and returns them all', async () => {
    const reserved = await t.post(path, {
      order: {
        ...buyer,
        ...sport,
        Email: 'loan@example.com',
        PaymentOption: 'Finance',
        Finance: chosenLoan,
        FromLinkSource: 'Inventory',
        NameOnCreditCard: 'J Citizen',
        VehicleThumbnail: white[2],
      },
    });
    const r = reservedFrom(reserved);
    const driveAway = reserved.json().data.order.driveawayPrice;
    // The same loan as the calculator's, on the price the server gave the order.
    const quote = await t.post(calculateFinance.path, {
      Country: 'AU',
      DriveawayCost: driveAway,
      Deposit: chosenLoan.Deposit,
      SelectedTermOptions: 48,
      SelectedBalloonPaymentOptions: 20,
      SelectedPaymentFrequency: 1,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const calculated = calculateFinance.reply.parse(quote.json()).data;
    const expected = {
      offerID: 0,
      deposit: 1_500_000,
      term: 48,
      balloonPercent: 20,
      balloonAmount: calculated.balloonAmount,
      repayment: calculated.loanPayment,
      frequencyName: 'Monthly',
      amountFinanced: calculated.totalFinancedAmount,
      comparisonRate: calculated.comparisonRate,
    };
    expect(calculated.loanPayment).toBeGreaterThan(0);
    expect((await storedRow(r.orderID))?.finance).toMatchObject(expected);

    await payInSandbox(t, r);
    const details = await detailsOf(r);
    expect(details.finance).toMatchObject(expected);
    expect(details.fromLinkSource).toBe('Inventory');
    expect(details.orderCustomer.nameOnCreditCard).toBe('J Citizen');
    expect(details.orderVehicle.vehicleThumbnail).toBe(white[2]);
  });

  it('fills what the customer left to the calculator with its defaults: minimum deposit, flagged term, monthly', async () => {
    const r = reservedFrom(
      await t.post(path, {
        order: { ...buyer, ...sport, Email: 'defaults@example.com', PaymentOption: 'Finance' },
      }),
    );
    expect((await storedRow(r.orderID))?.finance).toMatchObject({
      offerID: 0,
      deposit: 100_000,
      term: 60,
      frequencyName: 'Monthly',
      repayment: expect.any(Number),
    });
  });

  it('keeps no loan for cash, and the front three-quarter view of the paint when no picture is given', async () => {
    const r = reservedFrom(
      await t.post(path, {
        order: { ...buyer, ...sport, Email: 'cash@example.com', PaymentOption: 'Cash', Finance: chosenLoan },
      }),
    );
    const row = await storedRow(r.orderID);
    expect(row).toMatchObject({ finance: null, fromLinkSource: null, nameOnCreditCard: null });
    expect(row?.vehicleThumbnail).toBe(white[0]);
  });

  it('takes a picture given as an address under our own origin, kept as its path', async () => {
    const r = reservedFrom(
      await t.post(path, {
        order: {
          ...buyer,
          ...sport,
          Email: 'origin@example.com',
          VehicleThumbnail: `${testOrigin}${white[1]}`,
        },
      }),
    );
    expect((await storedRow(r.orderID))?.vehicleThumbnail).toBe(white[1]);
  });

  it('records the name on the card the card form had when the order is placed', async () => {
    const r = reservedFrom(await t.post(path, { order: { ...buyer, ...sport, Email: 'card@example.com' } }));
    const paid = await payInSandbox(t, r);
    const placed = await t.post(
      '/api/Order/place-order',
      {
        order: { OrderID: r.orderID, NameOnCreditCard: 'Jo Q Citizen' },
        adyenSession: { SessionID: r.sessionId, SessionResult: paid.sessionResult },
      },
      { cookie: r.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await detailsOf(r)).orderCustomer.nameOnCreditCard).toBe('Jo Q Citizen');
  });

  it.each([
    ['a picture of another paint', () => ({ VehicleThumbnail: black[0] }), 'order.VehicleThumbnail'],
    [
      'a picture from anywhere else',
      { VehicleThumbnail: 'https://elsewhere.example/car.png' },
      'order.VehicleThumbnail',
    ],
    ['a link source the spec does not have', { FromLinkSource: 'Email' }, 'order.FromLinkSource'],
    [
      'a deposit under the minimum',
      { PaymentOption: 'Finance', Finance: { ...chosenLoan, Deposit: 50_000 } },
      'order.Finance.Deposit',
    ],
    [
      'a term the lender does not offer',
      { PaymentOption: 'Finance', Finance: { ...chosenLoan, SelectedTermOptions: 72 } },
      'order.Finance.SelectedTermOptions',
    ],
    [
      'a balloon the term does not allow',
      { PaymentOption: 'Finance', Finance: { ...chosenLoan, SelectedBalloonPaymentOptions: 55 } },
      'order.Finance.SelectedBalloonPaymentOptions',
    ],
    [
      'a name on the card past 100 characters',
      { NameOnCreditCard: 'N'.repeat(101) },
      'order.NameOnCreditCard',
    ],
    ['a billing postcode that is not 4 digits', { BillingPostcode: 'ABCD' }, 'order.BillingPostcode'],
    ['a registration postcode of 5 digits', { RegoPostcode: '20001' }, 'order.RegoPostcode'],
  ])('refuses %s with a 400 naming the field, reserving nothing', async (what, change, field) => {
    const email = `refused-${what.replaceAll(' ', '-')}@example.com`;
    const fields = typeof change === 'function' ? change() : change;
    await postRefused(t, path, { order: { ...buyer, ...sport, Email: email, ...fields } }, 400, field);
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
  });
});

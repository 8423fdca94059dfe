import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, fourInStock, refusingCard, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createAccount } from '../../../test/support/sign-in-steps';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { orders, outbox } from '../../db/schema';
import { isSandbox } from '../../platform/adapters/payments/payment-adapters';
import { fixedClock } from '../../platform/clock';
import { orderPageUrl } from '../order/order-page-url';
import { paymentWebhookPath } from '../payment/payment-webhook.routes';

/*
 * My Orders and an order whose deposit the provider refused (audit defect 2): it stays findable by its signed-in
 * owner, with Action Required, before and after its hold runs out, and each refused attempt sends one email that
 * links to Re-try Payment on its page. A reservation nobody tried to pay is still a checkout, not an order, and
 * nobody else ever sees the order.
 */

const hmacKey = '3f'.repeat(32);
const clock = fixedClock(new Date());
let shop: HttpApp;
let ana: TestBrowser;
let ben: TestBrowser;
const anaEmail = 'ana.refused@example.com';

const data = (hop: Hop) => JSON.parse(hop.body).data;

interface Reservation {
  orderID: string;
  yanaReservationNumber: string;
  yanaCustomerID: string;
  yanaCustomerNo: string;
  adyenSessionID: string;
  adyenSessionData: string;
  rdPaymentTransactionID: string;
}

async function reserve(configuration: object): Promise<Reservation> {
  const reply = await ana.api('/api/Order/place-reservation', {
    order: { ...buyer, ...configuration, FirstName: 'Ana', Email: anaEmail },
    hasLogin: true,
  });
  expect(reply.status, reply.body).toBe(200);
  return data(reply).order;
}

/** Pays a session in the sandbox and waits until its notification has been processed. */
async function pay(session: { sessionId: string; sessionData: string }, card: object) {
  const reply = await ana.api(`/sandbox-pay/sessions/${session.sessionId}/payments`, {
    sessionData: session.sessionData,
    ...card,
  });
  expect(reply.status, reply.body).toBe(200);
  const gateway = shop.app.paymentGateway;
  if (isSandbox(gateway)) await gateway.idle();
}

async function newSession(orderID: string) {
  const ids = data(await ana.api('/api/Payment/get-new-payment-ids', { orderID, Country: 'AU' }));
  return {
    sessionId: ids.adyenSessionID,
    sessionData: ids.adyenSessionData,
    paymentId: ids.rdPaymentTransactionID,
  };
}

const cards = async (browser: TestBrowser, email: string) =>
  data(await browser.api('/api/Order/get-orders-by-email', { email })) as {
    OrderID: string;
    OrderStatus: string;
    IsShowActionRequiredWording: boolean;
  }[];

const refusalEmails = () =>
  shop.database.db.select().from(outbox).where(eq(outbox.template, 'deposit-refused'));

let refused: Reservation;
let untried: Reservation;

beforeAll(async () => {
  shop = await startHttpApp({
    clock,
    env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100', SANDBOX_HMAC_KEY: hmacKey },
  });
  ana = new TestBrowser(shop.origin);
  await createAccount(ana, {
    email: anaEmail,
    password: 'ana-password-1',
    firstName: 'Ana',
    lastName: 'Lee',
    country: 'AU',
  });
  ben = new TestBrowser(shop.origin);
  await createAccount(ben, {
    email: 'ben.other@example.com',
    password: 'ben-password-1',
    firstName: 'Ben',
    lastName: 'Other',
    country: 'AU',
  });
  refused = await reserve(threeInStock);
  await pay({ sessionId: refused.adyenSessionID, sessionData: refused.adyenSessionData }, refusingCard);
  untried = await reserve(fourInStock);
});
afterAll(() => shop.close());

describe('an order whose deposit was refused', () => {
  it('is listed for its owner with Action Required; a reservation nobody tried to pay is not', async () => {
    const mine = await cards(ana, anaEmail);
    expect(mine).toEqual([
      expect.objectContaining({
        OrderID: refused.orderID,
        OrderStatus: 'CheckoutPaymentPage',
        IsShowActionRequiredWording: true,
      }),
    ]);
    const byIds = data(
      await ana.api('/api/Order/get-orders-by-customerID', {
        customerID: refused.yanaCustomerID,
        customerNo: refused.yanaCustomerNo,
      }),
    );
    expect(byIds.map((card: { OrderID: string }) => card.OrderID)).toEqual([refused.orderID]);
    expect(mine.map((card) => card.OrderID)).not.toContain(untried.orderID);
  });

  it('is never listed for another customer, nor answered to anyone else asking by its owner’s email', async () => {
    expect(await cards(ben, 'ben.other@example.com')).toEqual([]);
    const asked = await ben.api('/api/Order/get-orders-by-email', { email: anaEmail });
    expect(asked.status).toBe(404);
    expect(asked.body).not.toContain(refused.orderID);
  });

  it('sends one email per refused attempt, linking Re-try Payment on the order page', async () => {
    const ids = {
      yanaOrderID: refused.orderID,
      yanaOrderNo: refused.yanaReservationNumber,
      yanaCustomerID: refused.yanaCustomerID,
      yanaCustomerNo: refused.yanaCustomerNo,
    };
    const [first] = await refusalEmails();
    expect(first).toMatchObject({
      toAddress: anaEmail,
      dedupeKey: `deposit-refused:${refused.rdPaymentTransactionID}`,
      subject: `Your deposit for order ${refused.yanaReservationNumber} did not go through`,
    });
    expect(first?.text).toContain(`Re-try Payment:\n${orderPageUrl(shop.origin, ids, 'AU', 'RetryPayment')}`);
    // The same refusal told again (another delivery of the provider's) sends nothing more.
    const again = signedNotification(hmacKey, {
      merchantReference: refused.rdPaymentTransactionID,
      pspReference: 'REFUSED-AGAIN',
      success: 'false',
    });
    expect((await ana.api(paymentWebhookPath, again)).status).toBe(200);
    expect(await refusalEmails()).toHaveLength(1);
    // A second attempt refused: a second email.
    const second = await newSession(refused.orderID);
    await pay(second, refusingCard);
    expect((await refusalEmails()).map((email) => email.dedupeKey).sort()).toEqual([
      `deposit-refused:${refused.rdPaymentTransactionID}`,
      `deposit-refused:${second.paymentId}`,
    ]);
  });

  it('stays listed once its hold ran out', async () => {
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, refused.orderID));
    clock.set(new Date((row?.reservedUntil ?? clock.now()).getTime() + 1000));
    const status = await ana.api('/api/Order/get-reservation-status', { orderID: refused.orderID });
    expect(data(status)).toBe('expired');
    expect(await cards(ana, anaEmail)).toEqual([
      expect.objectContaining({ OrderID: refused.orderID, OrderStatus: 'Expired' }),
    ]);
  });
});

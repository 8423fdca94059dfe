import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { type PlacedOrder, placeOrderAs, supportBody } from '../../../test/support/owner-fixtures';
import { createAccount } from '../../../test/support/sign-in-steps';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { orderEvents, orderPaymentLogs, orderPayments, outbox, supportRequests } from '../../db/schema';
import type { OrderIds } from '../order/order.service';

/*
 * Every order call, made by another signed-in customer (B) and by a browser with no session, against customer A's
 * order, its ids sent as they are and base64-encoded as the order page's path carries them: each answer is exactly
 * the answer to ids nobody has (status, code, message, every field but the request id), and nothing is written.
 */

let shop: HttpApp;
let ana: TestBrowser;
let ben: TestBrowser;
let anaOrder: PlacedOrder;
const anaEmail = 'ana.owner@example.com';

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** What an order call gets to work with: the order's five ids, its payment session and its customer's email. */
interface Target {
  ids: OrderIds;
  sessionId: string;
  email: string;
}

const calls: Record<string, { path: string; body: (t: Target) => object }> = {
  'order details': { path: '/api/Order/get-order-details-by-yana-ids', body: (t) => t.ids },
  'call-back request': { path: '/api/Order/call-back-request', body: (t) => supportBody(t.ids, 'callback') },
  'cancel request': { path: '/api/Order/call-back-request', body: (t) => supportBody(t.ids, 'cancel') },
  'reservation status': {
    path: '/api/Order/get-reservation-status',
    body: (t) => ({ orderID: t.ids.yanaOrderID }),
  },
  'new payment ids': {
    path: '/api/Payment/get-new-payment-ids',
    body: (t) => ({ orderID: t.ids.yanaOrderID, Country: t.ids.country }),
  },
  'payment log': {
    path: '/api/Payment/save-payment-log',
    body: (t) => ({ order: { OrderID: t.ids.yanaOrderID }, adyenSession: { SessionID: t.sessionId } }),
  },
  'place order': {
    path: '/api/Order/place-order',
    body: (t) => ({ order: { OrderID: t.ids.yanaOrderID }, adyenSession: { SessionID: t.sessionId } }),
  },
  'orders by customer ids': {
    path: '/api/Order/get-orders-by-customerID',
    body: (t) => ({ customerID: t.ids.yanaCustomerID, customerNo: t.ids.yanaCustomerNo }),
  },
  'orders by email': { path: '/api/Order/get-orders-by-email', body: (t) => ({ email: t.email }) },
};

/** The same target with every id (and the email) base64-encoded. */
function encoded(target: Target): Target {
  const { country, ...ids } = target.ids;
  return {
    ids: { ...(Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, b64(v)])) as typeof ids), country },
    sessionId: b64(target.sessionId),
    email: b64(target.email),
  };
}

/** Ids of the same shape as A's that name nothing. */
const nobody = (): Target => ({
  ids: {
    yanaCustomerID: randomUUID(),
    yanaCustomerNo: 'AU999999',
    yanaOrderID: `ORD-${randomBytes(10).toString('hex').toUpperCase()}`,
    yanaOrderNo: 'SR-999999',
    country: 'AU',
  },
  sessionId: `SBX-${randomBytes(8).toString('hex')}`,
  email: 'nobody.at.all@example.com',
});

/** The answer without its request id (the one field that differs between any two replies). */
function answer(hop: Hop) {
  const { requestId: _, ...body } = JSON.parse(hop.body);
  return { status: hop.status, body };
}

/** How many rows every table an order call can write holds. */
async function writes() {
  const tables = [orderEvents, supportRequests, orderPaymentLogs, orderPayments, outbox];
  return Promise.all(
    tables.map(async (table) => {
      const [row] = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n;
    }),
  );
}

beforeAll(async () => {
  shop = await startHttpApp({ env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  ana = new TestBrowser(shop.origin);
  await createAccount(ana, {
    email: anaEmail,
    password: 'ana-password-1',
    firstName: 'Ana',
    lastName: 'Owner',
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
  anaOrder = await placeOrderAs(ana, fourInStock, { FirstName: 'Ana', LastName: 'Owner', Email: anaEmail });
});
afterAll(() => shop.close());

describe('another customer’s order', () => {
  it('is what A’s own session reads, as a check that the ids are right', async () => {
    const own = { ids: anaOrder.ids, sessionId: anaOrder.sessionId, email: anaEmail };
    expect((await ana.api(calls['order details']!.path, calls['order details']!.body(own))).status).toBe(200);
    const mine = await ana.api(calls['orders by email']!.path, calls['orders by email']!.body(own));
    expect(JSON.parse(mine.body).data.map((o: { OrderID: string }) => o.OrderID)).toEqual([
      anaOrder.ids.yanaOrderID,
    ]);
  });

  for (const who of ['B signed in', 'no session'] as const) {
    for (const form of ['as sent', 'base64'] as const) {
      it(`answers ${who}, ids ${form}, exactly as for ids nobody has, on every order call`, async () => {
        const caller = who === 'B signed in' ? ben : new TestBrowser(shop.origin);
        const own: Target = { ids: anaOrder.ids, sessionId: anaOrder.sessionId, email: anaEmail };
        const target = form === 'base64' ? encoded(own) : own;
        const unknown = form === 'base64' ? encoded(nobody()) : nobody();
        const before = await writes();
        for (const [name, call] of Object.entries(calls)) {
          const theirs = answer(await caller.api(call.path, call.body(target)));
          const none = answer(await caller.api(call.path, call.body(unknown)));
          expect(theirs, name).toEqual(none);
          expect(theirs.status, name).toBe(
            who === 'no session' && /request|orders by/.test(name) ? 401 : 404,
          );
          const text = JSON.stringify(theirs.body);
          for (const secret of [anaOrder.ids.yanaOrderID, anaOrder.ids.yanaOrderNo, anaEmail, 'Ana']) {
            expect(text, name).not.toContain(secret);
          }
        }
        expect(await writes()).toEqual(before);
      });
    }
  }

  it('never lists A’s order among B’s orders', async () => {
    const ids = JSON.parse(
      (await ben.api('/api/User/set-session', { email: 'ben.other@example.com' })).body,
    ).data;
    const byIds = await ben.api('/api/Order/get-orders-by-customerID', {
      customerID: ids.yanaCustomerID,
      customerNo: ids.yanaCustomerNo,
    });
    const byEmail = await ben.api('/api/Order/get-orders-by-email', { email: 'BEN.other@example.com' });
    expect([JSON.parse(byIds.body).data, JSON.parse(byEmail.body).data]).toEqual([[], []]);
  });
});

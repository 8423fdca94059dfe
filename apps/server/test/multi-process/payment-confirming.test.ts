import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositRefundsDue,
  orderPayments,
  orders,
  outbox,
  sandboxPaymentSessions,
} from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { buyer, fourInStock, goodCard, type Reserved, reservationOf } from '../support/checkout-fixtures';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

/*
 * Issue 30, done-when 5 (operations drill finding 6): the instance that took the payment dies after the provider
 * authorised the card and before place-order answers. The customer must not be charged twice: another payment
 * attempt is refused while the first is being confirmed, and the notification settles the order, paid once.
 */
describe('a payment whose instance dies before place-order answers (PostgreSQL)', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? '', SANDBOX_HMAC_KEY: '2e'.repeat(32) };
    const [dying, surviving] = (await freePorts(2)) as [number, number];
    servers.push(
      ...(await Promise.all([
        // Test faults are refused in production (env.ts): this one instance runs as a test run.
        startServerProcess(dying, { ...env, NODE_ENV: 'test', TEST_FAULT: 'exit-after-authorisation' }),
        startServerProcess(surviving, env),
      ])),
    );
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  const post = (server: ServerProcess, path: string, body: unknown, cookie = '') =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-showroom-client': 'web',
        origin: `http://127.0.0.1:${server.port}`,
        cookie,
      },
      body: JSON.stringify(body),
    });

  async function reserveOn(server: ServerProcess): Promise<Reserved> {
    const response = await post(server, '/api/Order/place-reservation', {
      order: { ...buyer, ...fourInStock },
    });
    const body = (await response.json()) as { data: { order: Record<string, string> } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return reservationOf(body.data.order, response.headers.getSetCookie()[0]?.split(';')[0]);
  }

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('refuses a second payment while the first is being confirmed, and ends paid once', async () => {
    const [dying, surviving] = servers as [ServerProcess, ServerProcess];
    const r = await reserveOn(dying);
    const status = async () => {
      const response = await post(
        surviving,
        '/api/Order/get-reservation-status',
        { orderID: r.orderID },
        r.cookie,
      );
      return ((await response.json()) as { data: string }).data;
    };

    await database.db.transaction(async (tx) => {
      // Hold the order row, so the dying instance's own webhook cannot complete the order first…
      await tx.select().from(orders).where(eq(orders.id, r.orderID)).for('update');
      const paid = await post(dying, `/sandbox-pay/sessions/${r.sessionId}/payments`, {
        sessionData: r.sessionData,
        ...goodCard,
      });
      const card = (await paid.json()) as { resultCode: string; sessionResult: string };
      expect(card.resultCode).toBe('Authorised');
      // …and place the order there: the instance dies once the provider has confirmed the authorisation.
      const placing = post(
        dying,
        '/api/Order/place-order',
        {
          order: { OrderID: r.orderID },
          adyenSession: {
            SessionID: r.sessionId,
            SessionResult: card.sessionResult,
            ResultCode: 'Authorised',
          },
        },
        r.cookie,
      );
      await expect(placing).rejects.toThrow();
      await dying.stop();
    });
    const [session] = await database.db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, r.sessionId));
    expect(session).toMatchObject({ status: 'completed', resultCode: 'Authorised', notifiedAt: null });
    const attempts = () =>
      database.db
        .select({ status: orderPayments.status, resultCode: orderPayments.resultCode })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, r.orderID));
    // What place-order heard from the provider before it died, kept on the attempt for any provider.
    expect(await attempts()).toEqual([{ status: 'pending', resultCode: 'Authorised' }]);

    // The web app's retry on the surviving instance: refused, so the card is not charged a second time.
    const retry = await post(
      surviving,
      '/api/Payment/get-new-payment-ids',
      { orderID: r.orderID, Country: 'AU' },
      r.cookie,
    );
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({
      status: false,
      errorCode: 'PaymentBeingConfirmed',
      message: 'Your payment is being confirmed. Please wait a moment.',
    });
    expect(await status()).toBe('active');

    // The dead sender's lease (60 s) runs out, by the database clock: the survivor sends the notification owed.
    await database.db
      .update(sandboxPaymentSessions)
      .set({ notifyDueAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxPaymentSessions.id, r.sessionId));
    expect(await eventually(status, (value) => value === 'ordered')).toBe('ordered');

    expect(await attempts()).toEqual([{ status: 'authorised', resultCode: 'Authorised' }]);
    const [emails] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${r.orderID}`));
    expect(emails?.n).toBe(1);
    expect(
      await database.db.select().from(depositRefundsDue).where(eq(depositRefundsDue.orderId, r.orderID)),
    ).toEqual([]);
    expect(surviving.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});

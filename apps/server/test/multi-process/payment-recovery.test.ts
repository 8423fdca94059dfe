import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  outbox,
  paymentNotifications,
  sandboxPaymentSessions,
  stockUnits,
} from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { buyer, goodCard, type Reserved, reservationOf } from '../support/checkout-fixtures';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

/*
 * Issue 9, done-when 4: "a server killed between reservation and payment loses no paid order (the notification
 * completes it)". Real server processes on one PostgreSQL; the browser never calls place-order.
 */
describe('a paid order survives the death of a server process (PostgreSQL)', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url ?? '', SANDBOX_HMAC_KEY: '2e'.repeat(32) };
    servers.push(...(await Promise.all((await freePorts(2)).map((port) => startServerProcess(port, env)))));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  const post = (server: ServerProcess, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-showroom-client': 'web',
        origin: `http://127.0.0.1:${server.port}`,
      },
      body: JSON.stringify(body),
    });

  async function reserveOn(server: ServerProcess, configuration: object): Promise<Reserved> {
    const response = await post(server, '/api/Order/place-reservation', {
      order: { ...buyer, ...configuration },
    });
    const body = (await response.json()) as { data: { order: Record<string, string> } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return reservationOf(body.data.order);
  }

  const payOn = (server: ServerProcess, r: Reserved) =>
    post(server, `/sandbox-pay/sessions/${r.sessionId}/payments`, {
      sessionData: r.sessionData,
      ...goodCard,
    });

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function outcome(r: Reserved) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.orderID));
    const [unit] = await database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, order?.vin ?? ''));
    const [emails] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${r.orderID}`));
    return { order: order?.status, unit: unit?.status, emails: emails?.n };
  }

  it('completes the order from the notification when the reserving process was killed before payment', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const r = await reserveOn(a, { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-JBI' });
    a.kill();
    const paid = await payOn(b, r);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { resultCode: string }).resultCode).toBe('Authorised');
    const done = await eventually(
      () => outcome(r),
      (o) => o.order === 'Ordered',
    );
    expect(done).toEqual({ order: 'Ordered', unit: 'sold', emails: 1 });
  }, 120_000);

  it('completes the order when the process that took the payment was killed before its notification was processed', async () => {
    const b = servers[1] as ServerProcess;
    const c = await startServerProcess(3268, env);
    servers.push(c);
    const r = await reserveOn(c, { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SWH', InteriorID: 'AU-LUX-JBI' });
    await database.db.transaction(async (tx) => {
      // Hold the order row, so C's webhook stops inside completion (it locks the order) with the item stored…
      await tx.select().from(orders).where(eq(orders.id, r.orderID)).for('update');
      expect((await payOn(c, r)).status).toBe(200);
      const stored = await eventually(
        () =>
          database.db
            .select()
            .from(paymentNotifications)
            .where(eq(paymentNotifications.merchantReference, r.paymentId)),
        (rows) => rows.length > 0,
      );
      expect(stored).toHaveLength(1);
      // …and kill it there: the card is paid, the notification stored but never processed nor acknowledged.
      c.kill();
      await c.stop();
    });
    const [session] = await database.db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, r.sessionId));
    expect(session).toMatchObject({ status: 'completed', notifiedAt: null });
    expect(await outcome(r)).toEqual({ order: 'CheckoutPaymentPage', unit: 'reserved', emails: 0 });

    // The dead sender's lease (60 s) runs out, by the database clock, without waiting for it.
    await database.db
      .update(sandboxPaymentSessions)
      .set({ notifyDueAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxPaymentSessions.id, r.sessionId));
    // B, which never saw this payment, finds the notification owed and sends it to its own webhook.
    const done = await eventually(
      () => outcome(r),
      (o) => o.order === 'Ordered',
    );
    expect(done).toEqual({ order: 'Ordered', unit: 'sold', emails: 1 });
    expect(b.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});

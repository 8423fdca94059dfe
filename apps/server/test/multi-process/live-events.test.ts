import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, stockUnits } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { buyer } from '../support/checkout-fixtures';
import { openEventStream, type ReceivedEvent } from '../support/event-stream';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

/** AU Sport in Summit White with Jet Black Inteluxe: several units in the seeded stock. */
const sport = { VariantID: 'AU-SPORT', ExteriorID: 'AU-SPORT-SWH', InteriorID: 'AU-SPORT-JBI' };

const ids = (events: ReceivedEvent[]) => events.map((event) => event.id);

/**
 * Issue 36, done-when 4: two processes on one PostgreSQL. A change committed through one reaches the event streams
 * of both, each event once per connection and in order, and a client reconnecting with Last-Event-ID gets what it
 * missed, or `resync` when that is no longer kept.
 */
describe('live events across two server processes on one PostgreSQL', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];
  const origin = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [first, second] = await freePorts(2);
    servers.push(await startServerProcess(first!, { DATABASE_URL: database.url ?? '' }));
    servers.push(await startServerProcess(second!, { DATABASE_URL: database.url ?? '' }));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  it('sends a hold taken on instance A to the streams of A and B once each, and a reconnect what it missed', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const onB = await openEventStream(`${origin(b)}/api/events?country=AU`);
    const onA = await openEventStream(`${origin(a)}/api/events?country=AU`);
    const onNz = await openEventStream(`${origin(b)}/api/events?country=NZ`);
    expect(onB.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const reserved = await fetch(`${origin(a)}/api/Order/place-reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
      body: JSON.stringify({ order: { ...buyer, ...sport, Email: 'live@example.com' } }),
    });
    expect(reserved.status, await reserved.clone().text()).toBe(200);

    for (const stream of [onA, onB]) {
      await expect.poll(() => stream.of('stock').length, { timeout: 2_000, interval: 50 }).toBeGreaterThan(0);
      expect(stream.of('stock')[0]?.data).toMatchObject({ ...pick(sport), status: 'on-hold' });
    }
    const held = onB.of('stock')[0]!;
    const { vin } = held.data as { vin: string };

    // Two more changes while B's client is away: the unit sold, another withdrawn.
    await onB.close();
    const seen = held.id!;
    await database.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.vin, vin));
    const [other] = await database.db
      .select({ vin: stockUnits.vin })
      .from(stockUnits)
      .where(and(eq(stockUnits.country, 'AU'), eq(stockUnits.status, 'available')))
      .limit(1);
    await database.db.update(stockUnits).set({ status: 'withdrawn' }).where(eq(stockUnits.vin, other!.vin));

    await expect.poll(() => onA.of('stock').length, { timeout: 2_000, interval: 50 }).toBe(3);
    const back = await openEventStream(`${origin(b)}/api/events?country=AU`, {
      'last-event-id': String(seen),
    });
    await expect.poll(() => back.of('stock').length, { timeout: 2_000, interval: 50 }).toBe(2);
    expect(back.of('stock').map((e) => e.data)).toMatchObject([
      { vin, status: 'sold' },
      { vin: other!.vin, status: 'withdrawn' },
    ]);
    expect(ids(back.of('stock'))).toEqual(ids(onA.of('stock')).slice(1));

    // Once each, in order, on every connection; nothing of another market.
    for (const stream of [onA, back]) {
      const got = ids(stream.received.filter((e) => e.id !== null));
      expect(new Set(got).size).toBe(got.length);
      expect([...got].sort((x, y) => x! - y!)).toEqual(got);
    }
    expect(onNz.of('stock')).toEqual([]);

    // A client further behind than what is kept is told to read everything afresh.
    await database.db.delete(liveEvents).where(lte(liveEvents.id, seen));
    const stale = await openEventStream(`${origin(a)}/api/events?country=AU`, { 'last-event-id': '1' });
    await expect.poll(() => stale.of('resync').length, { timeout: 2_000, interval: 50 }).toBe(1);
    expect(stale.of('stock')).toEqual([]);

    for (const stream of [onA, onNz, back, stale]) await stream.close();
  });

  it('holds at most 8 streams per client address, and a closed stream frees its place at once', async () => {
    const [, b] = servers as [ServerProcess, ServerProcess];
    const url = `${origin(b)}/api/events?country=AU`;
    const open = [];
    for (let n = 0; n < 8; n += 1) open.push(await openEventStream(url));
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: 'TooManyStreams' });
    await open.pop()?.close();
    await expect
      .poll(async () => {
        const again = await fetch(url);
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const stream of open) await stream.close();
  });

  it('tells only the order’s customer about its steps: an anonymous stream hears none', async () => {
    const [a] = servers as [ServerProcess];
    const anonymous = await openEventStream(`${origin(a)}/api/events`);
    const orderEvents = async () =>
      (
        await database.db
          .select()
          .from(liveEvents)
          .where(inArray(liveEvents.topic, ['order']))
      ).length;
    const before = await orderEvents();
    await database.db.execute(sql`
      insert into order_events (order_id, event, actor, status_from, status_to, detail, occurred_at)
      select id, 'NoteAdded', 'staff', status, status, '{}'::jsonb, now() from orders limit 1`);
    expect(await orderEvents()).toBe(before + 1);
    // The stream has had time to hear it: the next stock change arrives, the order event never did.
    await database.db.execute(
      sql`update stock_units set status = 'withdrawn' where vin = (select vin from stock_units where status = 'available' and country = 'AU' limit 1)`,
    );
    await expect.poll(() => anonymous.of('stock').length, { timeout: 2_000, interval: 50 }).toBe(1);
    expect(anonymous.of('order')).toEqual([]);
    await anonymous.close();
  });
});

function pick(configuration: typeof sport) {
  return {
    variantId: configuration.VariantID,
    exteriorId: configuration.ExteriorID,
    interiorId: configuration.InteriorID,
  };
}

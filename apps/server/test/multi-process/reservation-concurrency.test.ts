import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stockUnits } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

/** Issue 9, done-when 3: 3 units, 100 concurrent reservations from 3 server processes on one PostgreSQL. */
describe('concurrent reservations from three server processes (PostgreSQL)', () => {
  // AU Luxury, Sable Black Metallic with the SCG interior: exactly 3 units on sale in the seeded stock.
  const configuration = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-SCG' };
  const wanted = and(
    eq(stockUnits.variantId, configuration.VariantID),
    eq(stockUnits.exteriorId, configuration.ExteriorID),
    eq(stockUnits.interiorId, configuration.InteriorID),
  );
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? '', RESERVE_RATE_LIMIT_PER_MINUTE: '1000' };
    servers.push(...(await Promise.all((await freePorts(3)).map((port) => startServerProcess(port, env)))));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  const reserve = (server: ServerProcess, i: number) =>
    fetch(`http://127.0.0.1:${server.port}/api/Order/place-reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
      body: JSON.stringify({
        order: {
          Country: 'AU',
          State: 'VIC',
          ...configuration,
          PickupLocationName: 'Cadillac Experience Centre Sydney',
          FirstName: 'Buyer',
          LastName: `Number ${i}`,
          Email: `buyer-${i}@example.com`,
          Mobile: '0412345678',
        },
      }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('lets exactly 3 succeed, answers InventoryUnavailable to the rest, and frees an expired hold', async () => {
    const [before] = await database.db
      .select({ available: sql<number>`count(*)::int` })
      .from(stockUnits)
      .where(and(wanted, eq(stockUnits.status, 'available')));
    expect(before?.available).toBe(3);

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => reserve(servers[i % servers.length] as ServerProcess, i)),
    );
    const succeeded = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409 && r.body.errorCode === 'InventoryUnavailable');
    expect(
      succeeded,
      JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 409)),
    ).toHaveLength(3);
    expect(refused).toHaveLength(97);

    const held = await database.db.select().from(stockUnits).where(wanted);
    expect(held.every((unit) => unit.status === 'reserved')).toBe(true);
    const orderRows = await database.db.select().from(orders);
    expect(orderRows).toHaveLength(3);
    expect(new Set(orderRows.map((o) => o.vin))).toEqual(new Set(held.map((u) => u.vin)));
    for (const unit of held) expect(orderRows.find((o) => o.vin === unit.vin)?.id).toBe(unit.reservationId);

    // One hold runs out (by the database clock): its unit is on offer again at once, without any sweep.
    const expired = orderRows[0];
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, expired?.id ?? ''));
    await database.db
      .update(stockUnits)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(stockUnits.vin, expired?.vin ?? ''));
    const again = await Promise.all(servers.map((server, i) => reserve(server, 100 + i)));
    expect(again.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [taken] = await database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, expired?.vin ?? ''));
    expect(taken?.reservationId).not.toBe(expired?.id);
    expect(taken?.status).toBe('reserved');
  }, 120_000);
});

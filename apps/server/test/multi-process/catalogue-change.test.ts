import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exteriors, stockUnits } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

const paint = { country: 'AU', variant: 'AU-LUX', exterior: 'AU-LUX-SBM', interior: 'AU-LUX-JBI' } as const;

async function post<T>(server: ServerProcess, path: string, body: object): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** What a process answers for the paint: its price in the exterior list and in a drive-away quote. */
async function paintPrices(server: ServerProcess) {
  const [list, quote] = await Promise.all([
    post<{ exteriorID: string; exteriorPrice: number }[]>(server, '/api/Vehicle/get-exterior', {
      Country: paint.country,
      VariantID: paint.variant,
    }),
    post<{ driveawayCostData: { exteriorColourPrice: number; driveawayPrice: number } }>(
      server,
      '/api/PaymentOptions/get-driveaway-cost',
      {
        Country: paint.country,
        State: 'NSW',
        VariantID: paint.variant,
        ExteriorID: paint.exterior,
        InteriorID: paint.interior,
      },
    ),
  ]);
  return {
    listed: list.find((row) => row.exteriorID === paint.exterior)?.exteriorPrice,
    quoted: quote.driveawayCostData.exteriorColourPrice,
    driveaway: quote.driveawayCostData.driveawayPrice,
  };
}

/**
 * Issue 23, done-when 2: processes keep the catalogue in memory per catalogue version; a price staff change in the
 * database reaches every process within a second (the trigger's notification), and stock is read afresh.
 */
describe('two server processes on one PostgreSQL, the catalogue changed in the database', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const [first, second] = await freePorts(2);
    // One after the other: each seeds at start-up, which is itself a catalogue change the other hears.
    servers.push(await startServerProcess(first!, { DATABASE_URL: database.url ?? '' }));
    servers.push(await startServerProcess(second!, { DATABASE_URL: database.url ?? '' }));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  it('answers a paint price changed by staff in the database from both processes within a second', async () => {
    const [row] = await database.db.select().from(exteriors).where(eq(exteriors.id, paint.exterior));
    const before = row!.priceCents;
    for (const server of servers) {
      // Asked twice: the second answer comes from the process's memory.
      await paintPrices(server);
      expect(await paintPrices(server)).toMatchObject({ listed: before, quoted: before });
    }
    const { driveaway: oldDriveaway } = await paintPrices(servers[1]!);

    const after = before + 120_000;
    await database.db.update(exteriors).set({ priceCents: after }).where(eq(exteriors.id, paint.exterior));

    for (const server of servers) {
      await expect
        .poll(async () => (await paintPrices(server)).listed, { timeout: 1_000, interval: 50 })
        .toBe(after);
      const prices = await paintPrices(server);
      expect(prices.quoted).toBe(after);
      expect(prices.driveaway).toBeGreaterThan(oldDriveaway);
    }
  });

  it('answers stock sold through the database at the very next request of either process', async () => {
    const interiors = (server: ServerProcess) =>
      post<{ interiorID: string; hasStock: boolean; available: string }[]>(
        server,
        '/api/Vehicle/get-interior',
        {
          Country: paint.country,
          VariantID: paint.variant,
          ExteriorID: paint.exterior,
        },
      );
    const trim = async (server: ServerProcess) =>
      (await interiors(server)).find((row) => row.interiorID === paint.interior);
    for (const server of servers) expect(await trim(server)).toMatchObject({ hasStock: true });

    await database.db
      .update(stockUnits)
      .set({ status: 'sold' })
      .where(
        and(
          eq(stockUnits.variantId, paint.variant),
          eq(stockUnits.exteriorId, paint.exterior),
          eq(stockUnits.interiorId, paint.interior),
        ),
      );

    for (const server of servers) {
      expect(await trim(server)).toMatchObject({ hasStock: false, available: 'Waitlisted' });
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../../test/support/test-db';
import { stockUnits } from '../../db/schema';
import type { Database } from '../../platform/db';
import { moveUnit } from './stock-units';

/*
 * The stock machine's SQL guard on a real database: an order's event moves only the unit that order holds, so a
 * staff cancellation of one order can never put another order's vehicle back on sale (issue 30 item 7).
 */

let database: Database;
const now = new Date();
const later = new Date(now.getTime() + 600_000);
const earlier = new Date(now.getTime() - 600_000);

async function unit(vin: string) {
  const [row] = await database.db.select().from(stockUnits).where(eq(stockUnits.vin, vin));
  return row;
}

/** Two units on offer from the seed, for the tests to hold and sell. */
let vins: [string, string];

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .select({ vin: stockUnits.vin })
    .from(stockUnits)
    .where(eq(stockUnits.status, 'available'))
    .orderBy(stockUnits.vin)
    .limit(2);
  vins = [rows[0]?.vin ?? '', rows[1]?.vin ?? ''];
});
afterAll(async () => database?.close());

describe(`stock unit writes (${testDatabaseKind})`, () => {
  it('gives back only the unit the cancelled order holds', async () => {
    const [mine, theirs] = vins;
    const db = database.db;
    expect(await moveUnit(db, 'Reserve', { vin: mine, orderId: 'ORD-A', reservedUntil: later }, now)).toBe(
      mine,
    );
    expect(await moveUnit(db, 'Sell', { vin: mine, orderId: 'ORD-A' }, now)).toBe(mine);
    expect(await moveUnit(db, 'Reserve', { vin: theirs, orderId: 'ORD-B', reservedUntil: later }, now)).toBe(
      theirs,
    );

    // Order B's cancellation names order A's vehicle (a stale VIN): nothing moves.
    expect(await moveUnit(db, 'GiveBack', { vin: mine, orderId: 'ORD-B' }, now)).toBeUndefined();
    expect(await unit(mine)).toMatchObject({ status: 'sold', reservationId: 'ORD-A' });

    expect(await moveUnit(db, 'GiveBack', { vin: theirs, orderId: 'ORD-B' }, now)).toBe(theirs);
    expect(await unit(theirs)).toMatchObject({
      status: 'available',
      reservationId: null,
      reservedUntil: null,
    });
    expect(await moveUnit(db, 'GiveBack', { vin: mine, orderId: 'ORD-A' }, now)).toBe(mine);
    expect(await unit(mine)).toMatchObject({ status: 'available', reservationId: null });
  });

  it('reserves a unit whose hold ran out, but never one another order still holds', async () => {
    const [vin] = vins;
    const db = database.db;
    expect(await moveUnit(db, 'Reserve', { vin, orderId: 'ORD-C', reservedUntil: later }, now)).toBe(vin);
    expect(
      await moveUnit(db, 'Reserve', { vin, orderId: 'ORD-D', reservedUntil: later }, now),
    ).toBeUndefined();
    await db.update(stockUnits).set({ reservedUntil: earlier }).where(eq(stockUnits.vin, vin));
    expect(await moveUnit(db, 'Reserve', { vin, orderId: 'ORD-D', reservedUntil: later }, now)).toBe(vin);
    expect(await unit(vin)).toMatchObject({ status: 'reserved', reservationId: 'ORD-D' });
    // The first order's late Sell finds its hold gone.
    expect(await moveUnit(db, 'Sell', { vin, orderId: 'ORD-C' }, now)).toBeUndefined();
  });
});

// Fills a benchmark database with 5,000 stock units (issue 5, "Done when" item 3): migrates and seeds it, then
// adds units over the seeded configurations until the table holds 5,000 — mostly on sale, some sold, reserved
// or withdrawn, so the inventory queries skip rows as they will in production. Run by `npm run bench` before
// the server starts:  tsx apps/server/bench/seed-bench-stock.ts <data dir>  (or with DATABASE_URL set).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { localDate } from '@showroom/domain';
import { count, sql } from 'drizzle-orm';
import { stockUnits } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { marketStock } from '../src/db/seed/stock.data';
import { sampleUnit } from '../src/db/seed/stock.seed';
import { connectPostgres, openPglite, runMigrations } from '../src/platform/db';

const target = 5_000;
const statuses = [
  'available',
  'available',
  'available',
  'available',
  'available',
  'available',
  'sold',
  'reserved',
  'withdrawn',
] as const;

const dataDir = resolve(process.argv[2] ?? 'var/bench-db');
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
const database = process.env.DATABASE_URL
  ? connectPostgres(process.env.DATABASE_URL)
  : await openPglite(resolve(dataDir, 'db'));
await runMigrations(database);
await seed(database.db, localDate(new Date(), 'Australia/Sydney'));

const [existing] = await database.db.select({ n: count() }).from(stockUnits);
const missing = target - existing!.n;
const lines = marketStock.flatMap((market) =>
  market.lines.map((line) => ({ market: { ...market, firstSerial: 500_000 + market.firstSerial }, line })),
);
const rows = Array.from({ length: Math.max(missing, 0) }, (_, index) => {
  const { market, line } = lines[index % lines.length]!;
  const status = statuses[index % statuses.length]!;
  return {
    ...sampleUnit(market, line, index, status),
    ...(status === 'reserved'
      ? { reservationId: `bench-${index}`, reservedUntil: new Date(Date.now() + 24 * 3_600_000) }
      : {}),
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await database.db
    .insert(stockUnits)
    .values(rows.slice(start, start + 500))
    .onConflictDoNothing();
}
await database.db.execute(sql`analyze stock_units`);
const [after] = await database.db.select({ n: count() }).from(stockUnits);
console.info(`stock_units: ${after!.n} rows`);
await database.close();

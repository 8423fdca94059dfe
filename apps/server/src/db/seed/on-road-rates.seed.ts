import { rateTables } from '@showroom/domain';
import type { Db } from '../../platform/db';
import { onRoadRates } from '../schema';

/**
 * The rows of every rate table written in code (packages/domain/src/pricing/rates, their figures and sources in
 * docs/pricing.md section 5), as the first rows of `on_road_rates`.
 * @example seededRateRows().find((row) => row.tableName === 'NSW number plates')?.value // 4400
 */
export function seededRateRows(): (typeof onRoadRates.$inferInsert)[] {
  return rateTables().flatMap(({ country, table }) =>
    table.rows.map((row) => ({
      tableName: table.name,
      country,
      effectiveFrom: row.effectiveFrom,
      effectiveTo: row.effectiveTo,
      value: row.value,
      sourceUrl: row.sourceUrl,
      sourceText: 'The research of November 2026 (docs/pricing.md section 5), as first written in code.',
      estimate: row.estimate,
      addedBy: 'seed',
    })),
  );
}

/**
 * Idempotent: adds a code row whose table and first day are not in the table yet. Rows are never edited (the
 * table refuses it), so a figure corrected in code after its first seeding needs a new row with a later day.
 */
export async function seedOnRoadRates(db: Db): Promise<void> {
  await db.insert(onRoadRates).values(seededRateRows()).onConflictDoNothing();
}

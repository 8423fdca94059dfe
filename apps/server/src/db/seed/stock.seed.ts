import { withCheckDigit } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { stockUnits } from '../schema';
import type { VariantCode } from './catalogue-vehicles.data';
import { deliveryEstimates, type MarketStock, marketStock } from './stock.data';

type StockRow = typeof stockUnits.$inferInsert;

/** SAMPLE: positions 4-8 of our invented VINs per variant, after GM's Cadillac WMI '1GY'. */
const vinDescriptor: Record<VariantCode, string> = { LUX: 'KPMRL', SPORT: 'KPSRL' };

/**
 * A VIN for a serial number: WMI '1GY', the variant's descriptor, the check digit, model year 2025 ('S'),
 * plant 'Z' and six serial digits.
 */
export function sampleVin(variant: VariantCode, serial: number): string {
  return withCheckDigit(`1GY${vinDescriptor[variant]}0SZ${String(serial).padStart(6, '0')}`);
}

/** `base` plus `days`, as an ISO date. */
function addDays(base: string, days: number): string {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The unit with serial number `serial` of a market, the `index`-th of the market: units take the market's
 * centres in turn and every fourth one is in transit. Build dates step through 2025; a unit arrives 10 weeks
 * after it is built.
 */
export function sampleUnit(
  market: MarketStock,
  line: MarketStock['lines'][number],
  index: number,
  status: StockRow['status'],
): StockRow {
  const variantId = `${market.country}-${line.variant}`;
  const inTransit = index % 4 === 3;
  const buildDate = addDays('2025-02-03', (index * 5) % 330);
  return {
    vin: sampleVin(line.variant, market.firstSerial + index),
    country: market.country,
    variantId,
    exteriorId: `${variantId}-${line.paint}`,
    interiorId: `${variantId}-${line.trim}`,
    fittedOptionIds: (line.fitted ?? []).map((code) => `${market.country}-${code}`).sort(),
    locationCentreId: inTransit ? null : (market.centres[index % market.centres.length] ?? null),
    status,
    buildDate,
    arrivalDate: addDays(buildDate, 70),
    estimatedDelivery: inTransit ? deliveryEstimates.inTransit : deliveryEstimates.atCentre,
  };
}

/** Every seeded unit: per line its available units, then its sold and withdrawn ones. */
export function stockRows(): StockRow[] {
  const rows: StockRow[] = [];
  for (const market of marketStock) {
    for (const line of market.lines) {
      const statuses: StockRow['status'][] = [
        ...Array<'available'>(line.available).fill('available'),
        ...Array<'sold'>(line.gone?.sold ?? 0).fill('sold'),
        ...Array<'withdrawn'>(line.gone?.withdrawn ?? 0).fill('withdrawn'),
      ];
      for (const status of statuses) {
        const index = rows.filter((row) => row.country === market.country).length;
        rows.push(sampleUnit(market, line, index, status));
      }
    }
  }
  return rows;
}

/**
 * Idempotent: adds the seeded units that are missing and leaves existing units (and their status) alone, then
 * refreshes the table's planner statistics (PGlite runs no autovacuum; without them the inventory's grouping
 * is planned for one row).
 */
export async function seedStock(db: Db): Promise<void> {
  await db.insert(stockUnits).values(stockRows()).onConflictDoNothing({ target: stockUnits.vin });
  await db.execute(sql`analyze stock_units`);
}

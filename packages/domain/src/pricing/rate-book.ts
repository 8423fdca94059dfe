import { addDays } from '../calendar/iso-calendar';
import type { CountryCode } from '../market';
import type { RateRow, RateTable } from './dated-rate';
import type { IsoDate } from './iso-date';
import { australianRates } from './rates/australian-rates';
import { auGstRate, nzGstRate } from './rates/gst';
import { lctRate, lctThresholdFuelEfficient } from './rates/lct';
import { nzCleanVehicleFee, nzRegistration, nzRoadUserCharges, nzTyreFeePerTyre } from './rates/nz';

/**
 * The rows of on-road rate tables as the shop keeps them (the server's `on_road_rates`, docs/pricing.md section 5),
 * by table name. A table missing from the book is priced from the rows written here in code, which are also the
 * rows the book is first seeded with.
 */
export type RateBook = ReadonlyMap<string, readonly RateRow<unknown>[]>;

/**
 * Every rate table the engine reads, with the market it belongs to: the seed of the rate book.
 * @example rateTables().find((t) => t.table.name === 'NSW number plates')?.country // 'AU'
 */
export function rateTables(): { country: CountryCode; table: RateTable<unknown> }[] {
  const au: RateTable<unknown>[] = [lctRate, lctThresholdFuelEfficient, auGstRate];
  for (const rates of Object.values(australianRates)) {
    au.push(rates.duty, rates.registration.Private, rates.registration.Business);
    if (rates.ctp !== 'IncludedInRegistration') au.push(rates.ctp.Private, rates.ctp.Business);
    if (rates.plates !== 'IncludedInRegistration') au.push(rates.plates);
  }
  const nz = [nzGstRate, nzRegistration, nzCleanVehicleFee, nzTyreFeePerTyre, nzRoadUserCharges];
  // A state whose business figure is its private one names the same table twice.
  return [
    ...[...new Set(au)].map((table) => ({ country: 'AU' as const, table })),
    ...nz.map((table) => ({ country: 'NZ' as const, table: table as RateTable<unknown> })),
  ];
}

/**
 * A table with the book's rows in place of its own, oldest first. Rows are only ever added: a row that starts
 * later ends the one before it (an open-ended or longer row stops the day before), without editing either.
 * @example tableFromBook(nswPlates, book).rows.at(-1)?.effectiveFrom // the newest row's first day
 */
export function tableFromBook<T>(table: RateTable<T>, book: RateBook | undefined): RateTable<T> {
  const rows = book?.get(table.name) as readonly RateRow<T>[] | undefined;
  if (!rows || rows.length === 0) return table;
  const sorted = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return {
    name: table.name,
    rows: sorted.map((row, i) => {
      const next = sorted[i + 1];
      if (!next) return row;
      const lastDay: IsoDate = addDays(next.effectiveFrom, -1);
      return row.effectiveTo === null || row.effectiveTo > lastDay ? { ...row, effectiveTo: lastDay } : row;
    }),
  };
}

/**
 * Whether `value` has the shape of `like` (a row of the same table): a number for a number, an array of elements
 * shaped like the first of `like`'s, an object with the same keys each of the same shape, else the same type.
 * @example sameShape([{ label: 'Plates', amount: 4_400 }], [{ label: 'Fee', amount: 1 }]) // true
 */
export function sameShape(value: unknown, like: unknown): boolean {
  if (typeof like === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (Array.isArray(like)) {
    return Array.isArray(value) && value.length > 0 && value.every((item) => sameShape(item, like[0]));
  }
  if (like !== null && typeof like === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(like).sort();
    const given = Object.keys(value).sort();
    return (
      keys.length === given.length &&
      keys.every(
        (key, i) =>
          given[i] === key &&
          sameShape((value as Record<string, unknown>)[key], (like as Record<string, unknown>)[key]),
      )
    );
  }
  return typeof value === typeof like && (like !== null || value === null);
}

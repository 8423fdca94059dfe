import { describe, expect, it } from 'vitest';
import type { RateTable } from './dated-rate';
import { isIsoDate } from './iso-date';
import { australianRates } from './rates/australian-rates';
import { auGstRate, nzGstRate } from './rates/gst';
import { lctRate, lctThresholdFuelEfficient } from './rates/lct';
import { nzCleanVehicleFee, nzRegistration, nzRoadUserCharges, nzTyreFeePerTyre } from './rates/nz';

function australianTables(): RateTable<unknown>[] {
  const tables: RateTable<unknown>[] = [lctRate, lctThresholdFuelEfficient, auGstRate];
  for (const rates of Object.values(australianRates)) {
    tables.push(rates.duty, rates.registration.Private, rates.registration.Business);
    if (rates.ctp !== 'IncludedInRegistration') tables.push(rates.ctp.Private, rates.ctp.Business);
    if (rates.plates !== 'IncludedInRegistration') tables.push(rates.plates);
  }
  return tables;
}
const newZealandTables: RateTable<unknown>[] = [
  nzGstRate,
  nzRegistration,
  nzCleanVehicleFee,
  nzTyreFeePerTyre,
  nzRoadUserCharges,
];

function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

describe.each([
  ['Australian', australianTables(), '2025-07-01'],
  ['New Zealand', newZealandTables, '2025-01-01'],
] as const)('%s rate tables', (_market, tables, coverageStart) => {
  it.each(tables.map((table) => [table.name, table] as const))(
    '%s is dated, sourced and gap-free',
    (_name, table) => {
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows[0]!.effectiveFrom <= coverageStart).toBe(true);
      table.rows.forEach((row, index) => {
        expect(isIsoDate(row.effectiveFrom)).toBe(true);
        expect(row.sourceUrl).toMatch(/^https?:\/\/\S+$/);
        if (row.estimate !== null) expect(row.estimate).toMatch(/\S.*\.$/);
        const next = table.rows[index + 1];
        if (next) {
          // Only the newest row may be open-ended; each row ends the day before the next starts.
          expect(row.effectiveTo).not.toBeNull();
          expect(next.effectiveFrom).toBe(dayAfter(row.effectiveTo!));
        } else if (row.effectiveTo !== null) {
          expect(isIsoDate(row.effectiveTo)).toBe(true);
          expect(row.effectiveTo >= row.effectiveFrom).toBe(true);
        }
      });
    },
  );
});

describe('Australian state rates', () => {
  it.each(Object.values(australianRates).map((rates) => [rates.state, rates] as const))(
    '%s: registration sums are positive or zero and duty bands ascend',
    (_state, rates) => {
      for (const table of [rates.registration.Private, rates.registration.Business]) {
        for (const row of table.rows) {
          expect(row.value.reduce((sum, component) => sum + component.amount, 0)).toBeGreaterThanOrEqual(0);
        }
      }
      for (const row of rates.duty.rows) {
        const starts = row.value.bands.map((band) => band.above);
        expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      }
    },
  );

  it('covers every state and territory', () => {
    expect(Object.keys(australianRates).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });
});

import { type RateTable, selectRate } from './dated-rate';
import type { LineEstimate, LineSource, PricedLine } from './drive-away-types';
import type { IsoDate } from './iso-date';
import { type RateBook, tableFromBook } from './rate-book';

/**
 * Reads rate tables for one pricing date (each with the rows the rate book holds for it, when it holds any) and
 * remembers, per line, which rows were used and why a line is an
 * estimate, so that the breakdown can list its sources and the disclaimer can name the estimated lines.
 * @example
 * const ledger = createRateLedger('2026-11-22');
 * ledger.use('luxuryCarTax', lctThresholdFuelEfficient); // 9_138_700, carried forward from FY 2025-26
 * ledger.estimates(); // [{ line: 'luxuryCarTax', reasons: ['LCT threshold (fuel-efficient): no figure …'] }]
 */
export function createRateLedger(date: IsoDate, book?: RateBook) {
  const sources: LineSource[] = [];
  const reasons = new Map<PricedLine, string[]>();

  function note(line: PricedLine, added: readonly string[]): void {
    const list = reasons.get(line) ?? [];
    for (const reason of added) if (!list.includes(reason)) list.push(reason);
    if (list.length > 0) reasons.set(line, list);
  }

  return {
    /** The value of `table` on the pricing date, recorded against `line`. */
    use<T>(line: PricedLine, table: RateTable<T>): T {
      const selected = selectRate(tableFromBook(table, book), date);
      sources.push({ line, ...selected.source });
      note(line, selected.estimateReasons);
      return selected.value;
    },
    /** Marks `line` as an estimate for reasons that do not come from one of its own rows. */
    note,
    isEstimate(line: PricedLine): boolean {
      return reasons.has(line);
    },
    estimates(order: readonly PricedLine[]): LineEstimate[] {
      return order.flatMap((line) => {
        const list = reasons.get(line);
        return list ? [{ line, reasons: list }] : [];
      });
    },
    sources(): readonly LineSource[] {
      return sources;
    },
  };
}

/** @example const ledger: RateLedger = createRateLedger('2026-03-02'); */
export type RateLedger = ReturnType<typeof createRateLedger>;

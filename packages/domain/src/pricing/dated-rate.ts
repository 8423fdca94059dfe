import type { IsoDate } from './iso-date';

/**
 * One rate or fee as published for a period. A change of rate is a new row, never an edit.
 * @example
 * const row: RateRow<number> = {
 *   effectiveFrom: '2025-07-01', effectiveTo: '2026-06-30', value: 9_138_700, estimate: null,
 *   sourceUrl: 'https://www.ato.gov.au/rates/luxury-car-tax-rate-and-thresholds',
 * };
 */
export interface RateRow<T> {
  /** First day the row applies (inclusive). */
  readonly effectiveFrom: IsoDate;
  /**
   * Last day the row applies (inclusive). A figure indexed every year ends with its year, so a later date
   * without a newer row is visibly carried forward; `null` means "in force until changed" (a statutory rate).
   */
  readonly effectiveTo: IsoDate | null;
  /** Where the figure was published. */
  readonly sourceUrl: string;
  /** Why the figure is an estimate (uncertain, not found, derived, superseded), or null when it is firm. */
  readonly estimate: string | null;
  readonly value: T;
}

/**
 * A named list of dated rows, oldest first, without gaps or overlaps (checked by rate-tables.test.ts).
 * @example const table: RateTable<number> = { name: 'LCT threshold', rows: [row] };
 */
export interface RateTable<T> {
  readonly name: string;
  readonly rows: readonly RateRow<T>[];
}

/**
 * Which row priced a line, for the breakdown's list of sources.
 * @example { table: 'LCT threshold', effectiveFrom: '2025-07-01', effectiveTo: '2026-06-30', carriedForward: true, sourceUrl: 'https://…' }
 */
export interface RateSource {
  readonly table: string;
  readonly effectiveFrom: IsoDate;
  readonly effectiveTo: IsoDate | null;
  readonly sourceUrl: string;
  /** True when the pricing date is after the row's end and no newer row exists. */
  readonly carriedForward: boolean;
}

/**
 * The row chosen for a date, with the reasons it is an estimate (empty when firm).
 * @example selectRate(table, '2026-11-22').value // 9_138_700
 */
export interface SelectedRate<T> {
  readonly value: T;
  readonly source: RateSource;
  readonly estimateReasons: readonly string[];
}

/**
 * Picks the row in force on `date`. When the date is past the end of the newest row that has started (the
 * figure for the new period is not published yet), that row carries forward and is reported as an estimate.
 * Throws a RangeError for a date before the table's first row: the tables do not reach back that far.
 * @example
 * // A row for 2025-07-01..2026-06-30 only:
 * selectRate(table, '2026-03-01').estimateReasons // []
 * selectRate(table, '2026-11-22').estimateReasons // ['LCT threshold: no figure … carried forward']
 */
export function selectRate<T>(table: RateTable<T>, date: IsoDate): SelectedRate<T> {
  let latestStarted: RateRow<T> | undefined;
  for (const row of table.rows) {
    if (row.effectiveFrom > date) continue;
    if (row.effectiveTo === null || date <= row.effectiveTo) return selected(table, row, false);
    if (!latestStarted || row.effectiveFrom > latestStarted.effectiveFrom) latestStarted = row;
  }
  if (!latestStarted) {
    const first = table.rows[0]?.effectiveFrom ?? 'nowhere';
    throw new RangeError(`${table.name}: no rate in force on ${date}; the table starts ${first}.`);
  }
  return selected(table, latestStarted, true);
}

function selected<T>(table: RateTable<T>, row: RateRow<T>, carriedForward: boolean): SelectedRate<T> {
  const reasons: string[] = [];
  if (row.estimate !== null) reasons.push(`${table.name}: ${row.estimate}`);
  if (carriedForward) {
    reasons.push(
      `${table.name}: no figure for the period after ${row.effectiveTo} is published in our sources; ` +
        'the last known figure is carried forward.',
    );
  }
  return {
    value: row.value,
    source: {
      table: table.name,
      effectiveFrom: row.effectiveFrom,
      effectiveTo: row.effectiveTo,
      sourceUrl: row.sourceUrl,
      carriedForward,
    },
    estimateReasons: reasons,
  };
}

import type { CountryCode, IsoDate } from '@showroom/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';
import { priceDayOf } from '../catalogue-reads';
import type { RecordChange } from '../staff';
import {
  endingOf,
  lockWindows,
  type OfferWindow,
  refuseChange,
  refuseMarketChange,
  refuseOverlap,
  refuseStartInPast,
  statusOn,
  type WindowFields,
} from './offer-window';

/**
 * One table of windows (finance offers, promotions) as the shared steps reach it: its window columns read and
 * ended (the column adapters), and its rows selected, locked, inserted, updated and deleted.
 */
export interface WindowTable<Row extends { country: string }, Id extends string | number, Values> {
  fields: WindowFields;
  /** The audit log's entity, also the first word of its actions: `finance-offer-created`. */
  entity: string;
  /** The key `lockWindows` serialises a market's writers on. */
  lockKey: (country: CountryCode) => string;
  windowOf: (row: Row | Values) => OfferWindow;
  /** The columns that end a window on `to`. */
  endedOn: (to: IsoDate) => Partial<Row>;
  idOf: (row: Row) => Id;
  /** The market's rows, but the one of `except`. */
  inMarket: (tx: DbExecutor, country: CountryCode, except?: Id) => Promise<Row[]>;
  /** The row of `id`, locked for update. */
  locked: (tx: DbExecutor, id: Id) => Promise<Row | undefined>;
  /** A new row, with the table's next id. */
  insert: (tx: DbExecutor, values: Values) => Promise<Row>;
  /** Sets `set` on the row of `id`, which is no longer a sample. */
  update: (tx: DbExecutor, id: Id, set: Values | Partial<Row>) => Promise<Row>;
  remove: (tx: DbExecutor, id: Id) => Promise<void>;
}

/**
 * The steps finance offers and promotions share (offer-window.ts has the rules): created from today on without
 * overlapping the market's other windows, changed until they end, ended yesterday or withdrawn before they
 * start; every change in the audit log with the row before and after.
 */
export function windowedRecords<
  Row extends { country: string },
  Id extends string | number,
  Values extends { country: CountryCode },
>(deps: { db: Db; clock: Clock }, table: WindowTable<Row, Id, Values>) {
  const { fields, entity, windowOf } = table;
  const today = (country: CountryCode) => priceDayOf(country, deps.clock.now());

  async function othersOf(tx: DbExecutor, country: CountryCode, except?: Id) {
    await lockWindows(tx, table.lockKey(country));
    const rows = await table.inMarket(tx, country, except);
    return rows.map((row) => ({ ...windowOf(row), id: table.idOf(row) }));
  }

  async function current(tx: DbExecutor, id: Id) {
    const row = await table.locked(tx, id);
    if (!row) throw notFound(`The ${fields.noun}`);
    return row;
  }

  return {
    today,
    statusOf: (row: Row) => statusOn(windowOf(row), today(row.country as CountryCode)),

    async create(values: Values, recordChange: RecordChange): Promise<Row> {
      refuseStartInPast(windowOf(values), today(values.country), fields);
      return deps.db.transaction(async (tx) => {
        refuseOverlap(windowOf(values), await othersOf(tx, values.country), fields);
        const row = await table.insert(tx, values);
        await recordChange(tx, {
          action: `${entity}-created`,
          entity,
          entityId: String(table.idOf(row)),
          before: null,
          after: row,
        });
        return row;
      });
    },

    /** Changes a record that has not ended to `merged(before)`, which must still hold together. */
    async change(id: Id, merged: (before: Row) => Values, recordChange: RecordChange): Promise<Row> {
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, id);
        const values = merged(before);
        refuseMarketChange(before.country as CountryCode, values.country);
        refuseChange(windowOf(before), windowOf(values), today(values.country), fields);
        refuseOverlap(windowOf(values), await othersOf(tx, values.country, id), fields);
        const after = await table.update(tx, id, values);
        await recordChange(tx, { action: `${entity}-changed`, entity, entityId: String(id), before, after });
        return after;
      });
    },

    /** Ends a running record yesterday, or withdraws one that has not started (null). */
    async end(id: Id, recordChange: RecordChange): Promise<Row | null> {
      return deps.db.transaction(async (tx) => {
        const before = await current(tx, id);
        const ending = endingOf(windowOf(before), today(before.country as CountryCode), fields);
        const after = ending === 'withdraw' ? null : await table.update(tx, id, table.endedOn(ending.to));
        if (ending === 'withdraw') await table.remove(tx, id);
        await recordChange(tx, {
          action: ending === 'withdraw' ? `${entity}-withdrawn` : `${entity}-ended`,
          entity,
          entityId: String(id),
          before,
          after,
        });
        return after;
      });
    },
  };
}

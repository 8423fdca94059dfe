import type { AddOnRoadRate, OnRoadRateTable } from '@showroom/contract';
import { addDays, type CountryCode, rateTables, sameShape } from '@showroom/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { onRoadRates } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badField } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';
import { priceDayOf } from '../catalogue-reads';
import type { RecordChange } from '../staff';

type RateRecord = typeof onRoadRates.$inferSelect;

/** The tables of a market with their rows, oldest first, and the row the engine uses on `today`. */
function tablesOf(rows: readonly RateRecord[], country: CountryCode, today: string): OnRoadRateTable[] {
  return rateTables()
    .filter((entry) => entry.country === country)
    .map(({ table }) => {
      const own = rows
        .filter((row) => row.tableName === table.name)
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
      const started = own.filter((row) => row.effectiveFrom <= today);
      return {
        name: table.name,
        country,
        rows: own.map(({ tableName: _t, country: _c, createdAt: _at, ...row }) => row),
        inEffectId: started.at(-1)?.id ?? null,
      };
    });
}

/**
 * The on-road rate tables as data (docs/pricing.md section 5, docs/back-office-catalogue.md): listed by market
 * with their sources; an admin adds a row from a later day in the table's shape, with its source. Rows are never
 * edited (the table's trigger refuses it); the price engine reads them per catalogue version and pricing date.
 */
export function onRoadRatesService(deps: { db: Db; clock: Clock }) {
  const today = (country: CountryCode) => priceDayOf(country, deps.clock.now());
  const rowsOf = (tx: DbExecutor, tableName?: string) =>
    tx
      .select()
      .from(onRoadRates)
      .where(tableName ? eq(onRoadRates.tableName, tableName) : undefined)
      .orderBy(asc(onRoadRates.tableName), asc(onRoadRates.effectiveFrom));

  return {
    async list(country: CountryCode) {
      const day = today(country);
      return { today: day, tables: tablesOf(await rowsOf(deps.db), country, day) };
    },

    async add(input: z.output<typeof AddOnRoadRate>, staffId: string, recordChange: RecordChange) {
      const entry = rateTables().find(({ table }) => table.name === input.tableName);
      if (!entry) {
        throw new AppError(404, 'NotFound', `No rate table '${input.tableName}'.`, [
          { field: 'tableName', message: `No rate table '${input.tableName}'.` },
        ]);
      }
      const day = today(entry.country);
      if (input.effectiveFrom <= day) {
        throw badField(
          'effectiveFrom',
          `A rate row starts tomorrow (${addDays(day, 1)}) or later: what was charged until today stays as it was.`,
        );
      }
      if (input.effectiveTo !== null && input.effectiveTo < input.effectiveFrom)
        throw badField('effectiveTo', 'The last day is on or after the first.');
      return deps.db.transaction(async (tx) => {
        const rows = await rowsOf(tx, input.tableName);
        const newest = rows.at(-1);
        const like = newest?.value ?? entry.table.rows.at(-1)?.value;
        if (!sameShape(input.value, like)) {
          throw badField(
            'value',
            `The value must have the shape of the table's rows, e.g. ${JSON.stringify(like)}.`,
          );
        }
        if (rows.some((row) => row.effectiveFrom === input.effectiveFrom)) {
          throw new AppError(409, 'Conflict', `The table has a row from ${input.effectiveFrom} already.`, [
            { field: 'effectiveFrom', message: `The table has a row from ${input.effectiveFrom} already.` },
          ]);
        }
        const [added] = await tx
          .insert(onRoadRates)
          .values({ ...input, country: entry.country, addedBy: staffId })
          .returning();
        await recordChange(tx, {
          action: 'on-road-rate-added',
          entity: 'on-road-rate',
          entityId: input.tableName,
          before: newest ?? null,
          after: added,
        });
        const table = tablesOf([...rows, added!], entry.country, day).find((t) => t.name === input.tableName);
        return { table: table! };
      });
    },
  };
}

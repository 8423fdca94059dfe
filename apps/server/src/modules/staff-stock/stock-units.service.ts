import type {
  editStockUnit,
  listStockUnits,
  ParsedBodyOf,
  StockUnitInput,
  withdrawStockUnit,
} from '@showroom/contract';
import { advanceStockUnit, type CountryCode } from '@showroom/domain';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { stockUnits } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';
import type { CatalogueReads } from '../catalogue-reads';
import { moveUnit } from '../payments';
import type { RecordChange } from '../staff';
import { cursorOf, pageOf } from '../staff';
import { checkUnitDetails, vinsInStock } from './unit-checks';
import { describeUnit, insertUnit } from './unit-rows';

export interface StaffStockDeps {
  db: Db;
  catalogue: Pick<CatalogueReads, 'findVariant' | 'findExterior' | 'findInterior' | 'listOptions'>;
  publicOrigin: string;
  clock: Clock;
}

const inStockAlready = (vin: string) =>
  new AppError(409, 'Conflict', `A unit with VIN ${vin} is already in stock.`, [
    { field: 'vin', message: `A unit with VIN ${vin} is already in stock.` },
  ]);

/**
 * The back office's stock units (docs/back-office-stock.md): list them (reserved and sold ones too), add one (its
 * waitlist is told), change its details, withdraw it. Every change is recorded with `recordChange` in its
 * transaction.
 */
export function staffStockService(deps: StaffStockDeps) {
  const { db, catalogue } = deps;

  async function lockedUnit(tx: Parameters<Parameters<Db['transaction']>[0]>[0], vin: string) {
    const [row] = await tx.select().from(stockUnits).where(eq(stockUnits.vin, vin)).for('update');
    if (!row) throw notFound(`The unit ${vin}`);
    return row;
  }

  return {
    async list(query: ParsedBodyOf<typeof listStockUnits>) {
      const conditions: SQL[] = [eq(stockUnits.country, query.country)];
      if (query.status) conditions.push(eq(stockUnits.status, query.status));
      const after = cursorOf(query.cursor, 'cursor');
      if (after) conditions.push(gt(stockUnits.vin, after.id));
      const rows = await db
        .select()
        .from(stockUnits)
        .where(and(...conditions))
        .orderBy(asc(stockUnits.vin))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (row) => ({ id: row.vin }));
      return {
        units: await Promise.all(page.rows.map((row) => describeUnit(catalogue, row))),
        nextCursor: page.nextCursor,
      };
    },

    async add(input: StockUnitInput, recordChange: RecordChange) {
      // Checked before the transaction: the catalogue may be read from the database, which on PGlite would wait
      // for this very transaction.
      const check = await checkUnitDetails(db, catalogue, input);
      if (!check.unit) throw new AppError(400, 'InvalidInput', check.problems[0]!.message, check.problems);
      const unit = check.unit;
      const result = await db.transaction(async (tx) => {
        if ((await vinsInStock(tx, [input.vin])).size > 0) throw inStockAlready(input.vin);
        return insertUnit(tx, input, unit, { recordChange, publicOrigin: deps.publicOrigin });
      });
      return { unit: await describeUnit(catalogue, result.row), notified: result.notified };
    },

    async edit(input: ParsedBodyOf<typeof editStockUnit>, recordChange: RecordChange) {
      const [current] = await db.select().from(stockUnits).where(eq(stockUnits.vin, input.vin));
      if (!current) throw notFound(`The unit ${input.vin}`);
      const check = await checkUnitDetails(db, catalogue, {
        ...current,
        ...input,
        country: current.country as CountryCode,
      });
      if (!check.unit) throw new AppError(400, 'InvalidInput', check.problems[0]!.message, check.problems);
      const row = await db.transaction(async (tx) => {
        const before = await lockedUnit(tx, input.vin);
        const [after] = await tx
          .update(stockUnits)
          .set({
            locationCentreId: input.centreId,
            buildDate: input.buildDate,
            arrivalDate: input.arrivalDate,
            estimatedDelivery: input.estimatedDelivery,
            fittedOptionIds: [...input.optionIds].sort(),
          })
          .where(eq(stockUnits.vin, input.vin))
          .returning();
        await recordChange(tx, {
          action: 'stock-unit-edited',
          entity: 'stock-unit',
          entityId: input.vin,
          before,
          after,
        });
        return after!;
      });
      return { unit: await describeUnit(catalogue, row) };
    },

    async withdraw(input: ParsedBodyOf<typeof withdrawStockUnit>, recordChange: RecordChange) {
      const row = await db.transaction(async (tx) => {
        const before = await lockedUnit(tx, input.vin);
        const now = deps.clock.now();
        if (!advanceStockUnit(before, 'Withdraw', null, now).ok) {
          throw new AppError(
            409,
            'Conflict',
            `The unit ${input.vin} is ${before.status}: only a unit on offer can be withdrawn.`,
            [{ field: 'vin', message: `The unit is ${before.status}.` }],
          );
        }
        await moveUnit(tx, 'Withdraw', { vin: input.vin, orderId: null }, now);
        const [after] = await tx.select().from(stockUnits).where(eq(stockUnits.vin, input.vin));
        await recordChange(tx, {
          action: 'stock-unit-withdrawn',
          entity: 'stock-unit',
          entityId: input.vin,
          before,
          after: { ...after, reason: input.reason },
        });
        return after!;
      });
      return { unit: await describeUnit(catalogue, row) };
    },
  };
}

export type StaffStockService = ReturnType<typeof staffStockService>;

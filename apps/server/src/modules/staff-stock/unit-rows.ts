import type { StockUnit, StockUnitInput } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { stockUnits } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';
import type { CatalogueReads } from '../catalogue-reads';
import type { RecordChange } from '../staff';
import { notifyWaitlist, type UnitOnOffer } from './waitlist-notice';

export type StockUnitRow = typeof stockUnits.$inferSelect;

/** A stock row as the back office shows it, with the catalogue's names of its configuration. */
export async function describeUnit(
  catalogue: Pick<CatalogueReads, 'findVariant' | 'findExterior' | 'findInterior'>,
  row: StockUnitRow,
): Promise<StockUnit> {
  const [variant, exterior, interior] = await Promise.all([
    catalogue.findVariant(row.country as CountryCode, row.variantId),
    catalogue.findExterior(row.variantId, row.exteriorId),
    catalogue.findInterior(row.exteriorId, row.interiorId),
  ]);
  return {
    vin: row.vin,
    country: row.country as CountryCode,
    variantId: row.variantId,
    variantName: variant?.name ?? row.variantId,
    exteriorId: row.exteriorId,
    exteriorName: exterior?.paint.name ?? row.exteriorId,
    interiorId: row.interiorId,
    interiorName: interior?.trim.name ?? row.interiorId,
    optionIds: row.fittedOptionIds,
    centreId: row.locationCentreId,
    status: row.status,
    buildDate: row.buildDate,
    arrivalDate: row.arrivalDate,
    estimatedDelivery: row.estimatedDelivery,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
  };
}

/**
 * Writes a checked unit as available, records the change and tells the waitlist of its configuration, all in the
 * caller's transaction. Answers the row and how many waitlist entries were emailed.
 */
export async function insertUnit(
  tx: DbExecutor,
  input: StockUnitInput,
  unit: UnitOnOffer,
  context: { recordChange: RecordChange; publicOrigin: string },
): Promise<{ row: StockUnitRow; notified: number }> {
  const [row] = await tx
    .insert(stockUnits)
    .values({
      vin: input.vin,
      country: input.country,
      variantId: unit.variantId,
      exteriorId: unit.exteriorId,
      interiorId: unit.interiorId,
      fittedOptionIds: [...input.optionIds].sort(),
      locationCentreId: input.centreId,
      buildDate: input.buildDate,
      arrivalDate: input.arrivalDate,
      estimatedDelivery: input.estimatedDelivery,
    })
    .returning();
  await context.recordChange(tx, {
    action: 'stock-unit-added',
    entity: 'stock-unit',
    entityId: row!.vin,
    before: null,
    after: row,
  });
  return { row: row!, notified: await notifyWaitlist(tx, unit, context.publicOrigin) };
}

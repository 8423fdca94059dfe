import type { FieldError, StockUnitInput } from '@showroom/contract';
import { eq, inArray } from 'drizzle-orm';
import { experienceCentres, stockUnits } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail';
import type { CatalogueReads } from '../catalogue-reads';
import type { UnitOnOffer } from './waitlist-notice';

export type UnitCheck = { problems: FieldError[]; unit?: undefined } | { problems: []; unit: UnitOnOffer };

type CatalogueLookups = Pick<CatalogueReads, 'findVariant' | 'findExterior' | 'findInterior' | 'listOptions'>;

/**
 * The catalogue and centre checks of a unit's configuration and details (the contract's schema has checked each
 * field's form): the variant sold in the unit's market, the paint on that variant, the trim with that paint,
 * options of the market and not withdrawn, and a centre of the market. Every problem is named by its field.
 */
export async function checkUnitDetails(
  tx: DbExecutor,
  catalogue: CatalogueLookups,
  input: Pick<
    StockUnitInput,
    'country' | 'variantId' | 'exteriorId' | 'interiorId' | 'optionIds' | 'centreId'
  >,
): Promise<UnitCheck> {
  const problems: FieldError[] = [];
  const [variant, exterior, interior, options] = await Promise.all([
    catalogue.findVariant(input.country, input.variantId),
    catalogue.findExterior(input.variantId, input.exteriorId),
    catalogue.findInterior(input.exteriorId, input.interiorId),
    catalogue.listOptions(input.country),
  ]);
  if (!variant)
    problems.push({ field: 'variantId', message: `No variant '${input.variantId}' in ${input.country}.` });
  else if (!exterior) {
    problems.push({ field: 'exteriorId', message: `No paint '${input.exteriorId}' on ${variant.name}.` });
  } else if (!interior) {
    problems.push({
      field: 'interiorId',
      message: `No interior '${input.interiorId}' with ${exterior.paint.name}.`,
    });
  }
  const orderable = new Set(options.filter((option) => !option.disabled).map((option) => option.id));
  const unknownOption = input.optionIds.find((id) => !orderable.has(id));
  if (unknownOption) {
    problems.push({
      field: 'optionIds',
      message: `No option '${unknownOption}' on sale in ${input.country}.`,
    });
  }
  if (input.centreId) {
    const [centre] = await tx
      .select({ country: experienceCentres.country })
      .from(experienceCentres)
      .where(eq(experienceCentres.id, input.centreId));
    if (centre?.country !== input.country) {
      problems.push({
        field: 'centreId',
        message: `No Experience Centre '${input.centreId}' in ${input.country}.`,
      });
    }
  }
  if (problems.length > 0 || !variant || !exterior || !interior) return { problems };
  return {
    problems: [],
    unit: {
      country: input.country,
      variantId: variant.id,
      exteriorId: exterior.exterior.id,
      interiorId: interior.interior.id,
      variantName: variant.name,
      exteriorName: exterior.paint.name,
      interiorName: interior.trim.name,
    },
  };
}

/** The VINs of a list that are already in stock (in any status: a VIN is never reused). */
export async function vinsInStock(tx: DbExecutor, vins: readonly string[]): Promise<Set<string>> {
  if (vins.length === 0) return new Set();
  const rows = await tx
    .select({ vin: stockUnits.vin })
    .from(stockUnits)
    .where(inArray(stockUnits.vin, [...vins]));
  return new Set(rows.map((row) => row.vin));
}

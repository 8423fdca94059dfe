// Reading the spec's order of place-reservation: the configuration by names, the billing and registration addresses.
import type { ReservationOrder } from '@showroom/contract';
import { type CountryCode, sameName } from '@showroom/domain';
import type { z } from 'zod';
import { badField } from '../../platform/http/app-error';
import type { CatalogueReads } from '../catalogue/catalogue-reads';

type Order = z.output<typeof ReservationOrder>;
export type ConfigurationNames = Pick<CatalogueReads, 'listVariants' | 'listExteriors' | 'listInteriors'>;

/** The one id whose name matches, in the list given; else a 400 naming the field (unknown, or more than one). */
function idByName<T>(
  rows: T[],
  nameOf: (row: T) => string,
  idOf: (row: T) => string,
  field: string,
  name: string,
  where: string,
) {
  const matches = rows.filter((row) => sameName(nameOf(row), name));
  const [only] = matches;
  if (!only) throw badField(`order.${field}`, `There is no ${where} named '${name}'.`);
  if (matches.length > 1)
    throw badField(`order.${field}`, `More than one ${where} is named '${name}': give its id.`);
  return idOf(only);
}

/**
 * The configuration's ids: as given, or resolved from the spec's names within the country (the variant among the
 * country's, the paint among the variant's, the trim among the paint's).
 */
export async function configurationIds(
  order: Order,
  catalogue: ConfigurationNames,
): Promise<{ variantId: string; exteriorId: string; interiorId: string }> {
  const country: CountryCode = order.Country;
  const variantId =
    order.VariantID ||
    idByName(
      await catalogue.listVariants(country),
      (v) => v.name,
      (v) => v.id,
      'VariantName',
      order.VariantName ?? '',
      `LYRIQ variant in ${country}`,
    );
  const exteriorId =
    order.ExteriorID ||
    idByName(
      await catalogue.listExteriors(variantId),
      (e) => e.paint.name,
      (e) => e.exterior.id,
      'ExteriorName',
      order.ExteriorName ?? '',
      'paint for this variant',
    );
  const interiorId =
    order.InteriorID ||
    idByName(
      await catalogue.listInteriors(exteriorId),
      (i) => i.trim.name,
      (i) => i.interior.id,
      'InteriorName',
      order.InteriorName ?? '',
      'interior for this paint',
    );
  return { variantId, exteriorId, interiorId };
}

/** The billing and registration addresses the order keeps (the spec takes both from the primary address). */
export function addressesOf(order: Order) {
  return {
    billingAddress: order.BillingAddress || null,
    billingSuburb: order.BillingSuburb || null,
    billingPostcode: order.BillingPostcode || null,
    billingState: order.BillingState || null,
    regoAddress: order.RegoAddress || null,
    regoSuburb: order.RegoSuburb || null,
    regoPostcode: order.RegoPostcode || null,
    regoState: order.RegoState || null,
  };
}

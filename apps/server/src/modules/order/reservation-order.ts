// Reading the spec's order of place-reservation: the configuration by names, the billing and registration addresses,
// the loan chosen and the vehicle's picture.
import type { OrderFinance, ReservationOrder } from '@showroom/contract';
import { type Cents, type CountryCode, sameName, streetOf } from '@showroom/domain';
import type { z } from 'zod';
import { badField } from '../../platform/http/app-error';
import type { CatalogueReads } from '../catalogue-reads';
import type { PricedConfiguration } from '../pricing';

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
  const variants = await catalogue.listVariants(country);
  if (order.VariantID && !variants.some((v) => v.id === order.VariantID)) {
    throw badField('order.VariantID', `No variant '${order.VariantID}' is sold in ${country}.`);
  }
  const variantId =
    order.VariantID ||
    idByName(
      variants,
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

/** A street line without its locality when it repeats it (the parts are kept on their own), else as sent. */
const streetLine = (
  line: string | null | undefined,
  suburb?: string | null,
  state?: string | null,
  postcode?: string | null,
) => (line && (streetOf(line, { suburb, state, postcode }) || line)) || null;

/**
 * The billing and registration addresses the order keeps (the spec takes both from the primary address): the street
 * apart from its suburb, state and postcode, so each is written once (audit 002 #8).
 */
export function addressesOf(order: Order) {
  return {
    billingAddress: streetLine(
      order.BillingAddress,
      order.BillingSuburb,
      order.BillingState,
      order.BillingPostcode,
    ),
    billingSuburb: order.BillingSuburb || null,
    billingPostcode: order.BillingPostcode || null,
    billingState: order.BillingState || null,
    regoAddress: streetLine(order.RegoAddress, order.RegoSuburb, order.RegoState, order.RegoPostcode),
    regoSuburb: order.RegoSuburb || null,
    regoPostcode: order.RegoPostcode || null,
    regoState: order.RegoState || null,
  };
}

/** The loans an order is priced with (the finance module's orderLoan). */
export type OrderLoans = {
  orderLoan(
    country: CountryCode,
    driveAwayPrice: Cents,
    choice: NonNullable<Order['Finance']>,
    prefix: string,
  ): Promise<OrderFinance>;
};

/**
 * The loan the order keeps: for a finance payment option, the customer's choice (each absent part the
 * calculator's default) priced on the order's own drive-away price; none for cash.
 */
export function financeOf(
  order: Order,
  driveAwayPrice: Cents,
  loans: OrderLoans,
): Promise<OrderFinance | null> {
  if (order.PaymentOption === 'Cash') return Promise.resolve(null);
  return loans.orderLoan(order.Country, driveAwayPrice, order.Finance ?? { OfferID: 0 }, 'order.Finance');
}

/**
 * The order's picture: one of the shop's own pictures of the configuration (its paint's views, its trim's), as a
 * path or an address under our origin; absent, the paint's front three-quarter view. Anything else is a 400.
 */
export function vehicleThumbnailOf(
  order: Order,
  priced: Pick<PricedConfiguration, 'exterior' | 'interior'>,
  publicOrigin: string,
): string {
  const { exterior, interior } = priced;
  const ours = [...exterior.exterior.pictures, exterior.exterior.pictureMobile];
  ours.push(...interior.interior.pictures, interior.interior.pictureMobile);
  const given = order.VehicleThumbnail;
  if (!given) return ours[0] ?? '';
  const path = given.startsWith(`${publicOrigin}/`) ? given.slice(publicOrigin.length) : given;
  if (!ours.includes(path)) {
    throw badField(
      'order.VehicleThumbnail',
      "VehicleThumbnail must be one of the shop's pictures of this vehicle.",
    );
  }
  return path;
}

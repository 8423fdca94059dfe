import { cents, type IsoDate, localDate, priceDriveAway, timeZoneOf } from '@showroom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { exteriors, interiors, variants, vehicleOptions } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { DriveAwayPricer } from './interest.service';

/**
 * The share email's drive-away price from catalogue ids, through the domain's pricing engine: picked up, on the
 * market's local date, without promotions. Interim until the pricing module's price-from-ids function lands.
 */
export function catalogueDriveAwayPricer(db: Db, clock: { now(): Date }): DriveAwayPricer {
  return async (request) => {
    const [variant] = await db.select().from(variants).where(eq(variants.id, request.variantId));
    const [exterior] = await db.select().from(exteriors).where(eq(exteriors.id, request.exteriorId));
    const [interior] = await db.select().from(interiors).where(eq(interiors.id, request.interiorId));
    const options = request.optionIds.length
      ? await db
          .select()
          .from(vehicleOptions)
          .where(
            and(eq(vehicleOptions.country, request.country), inArray(vehicleOptions.id, request.optionIds)),
          )
      : [];
    if (!variant || !exterior || !interior)
      throw new Error('The configuration to price is not in the catalogue.');
    return priceDriveAway({
      country: request.country,
      state: request.country === 'AU' ? request.state : undefined,
      customerType: request.customerType,
      variantPrice: cents(variant.priceCents),
      exteriorPrice: cents(exterior.priceCents),
      interiorPrice: cents(interior.priceCents),
      optionPrices: options.map((option) => cents(option.priceCents)),
      deliveryOption: 'Pickup',
      deliveryPrice: cents(0),
      pricingDate: localDate(clock.now(), timeZoneOf(request.country, request.state)) as IsoDate,
      promotions: [],
    }).driveawayPrice;
  };
}

import { getExterior, getInterior, getVehicleOptions } from '@showroom/contract';
import { count } from 'drizzle-orm';
import type { TestApp } from '../../../test/support/test-app';
import { interests, outbox } from '../../db/schema';

/** A real configuration from the seeded catalogue: the Luxury's default paint and interior, and one accessory. */
export async function seededConfiguration(t: TestApp, country: 'AU' | 'NZ' = 'AU') {
  const variantId = `${country}-LUX`;
  const data = async (path: string, body: unknown) => (await t.post(path, body)).json().data;
  const exterior = (await data(getExterior.path, { Country: country, VariantID: variantId }))[0];
  const interior = (
    await data(getInterior.path, {
      Country: country,
      VariantID: variantId,
      ExteriorID: exterior.exteriorID,
    })
  )[0];
  const options = await data(getVehicleOptions.path, {
    Country: country,
    VariantID: variantId,
    ExteriorID: exterior.exteriorID,
    InteriorID: interior.interiorID,
  });
  return {
    exterior,
    interior,
    accessory: options.accessories[0],
    names: {
      VariantName: 'Luxury',
      ExteriorName: exterior.exteriorColorName as string,
      InteriorName: interior.interiorColorName as string,
    },
  };
}

/** How many interest records and outbox emails exist: "nothing written" is both unchanged. */
export async function written(t: TestApp) {
  const [records] = await t.database.db.select({ n: count() }).from(interests);
  const [emails] = await t.database.db.select({ n: count() }).from(outbox);
  return { records: records?.n ?? 0, emails: emails?.n ?? 0 };
}

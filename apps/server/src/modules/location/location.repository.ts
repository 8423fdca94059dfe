import type { CountryCode, LatLng } from '@showroom/domain';
import { asc, eq } from 'drizzle-orm';
import { experienceCentres } from '../../db/schema';
import type { Db } from '../../platform/db';

export interface ExperienceCentre {
  id: string;
  country: CountryCode;
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  location: LatLng;
  opening: 'open' | 'opening-soon';
  pickupAvailable: boolean;
  sortOrder: number;
}

export function locationRepository(db: Db) {
  return {
    /** The country's Experience Centres in their display order. */
    async centres(country: CountryCode): Promise<ExperienceCentre[]> {
      const rows = await db
        .select()
        .from(experienceCentres)
        .where(eq(experienceCentres.country, country))
        .orderBy(asc(experienceCentres.sortOrder), asc(experienceCentres.name));
      return rows.map((row) => ({
        id: row.id,
        country: row.country as CountryCode,
        name: row.name,
        address: row.address,
        suburb: row.suburb,
        state: row.state,
        postcode: row.postcode,
        location: { lat: row.latitude, lng: row.longitude },
        opening: row.opening as ExperienceCentre['opening'],
        pickupAvailable: row.pickupAvailable,
        sortOrder: row.sortOrder,
      }));
    },
  };
}

export type LocationRepository = ReturnType<typeof locationRepository>;

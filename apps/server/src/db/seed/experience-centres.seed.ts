import type { Db } from '../../platform/db';
import { experienceCentres } from '../schema';

type CentreRow = typeof experienceCentres.$inferInsert;

/**
 * The Experience Centres as research/lyriq-facts.md section 5 describes them (compiled November 2026 from
 * motoring media). Coordinates are approximate (street or suburb level). Addresses not found in the research are
 * marked `sample`; the Auckland street number is `inferred`.
 */
export const experienceCentreSeed: CentreRow[] = [
  {
    id: 'sydney-rosebery',
    country: 'AU',
    name: 'Cadillac Experience Centre Sydney',
    address: '115-151 Dunning Avenue',
    suburb: 'Rosebery',
    state: 'NSW',
    postcode: '2018',
    latitude: -33.916,
    longitude: 151.203,
    opening: 'open',
    pickupAvailable: true,
    addressStatus: 'confirmed',
    note: 'Rosebery Engine Yards precinct address (Cadillac unit number not found); opened 7 November 2024, with delivery bays. Sources: drive.com.au, thedriven.io, groupgsa.com.',
    sortOrder: 1,
  },
  {
    id: 'melbourne',
    country: 'AU',
    name: 'Cadillac Test Drive Centre Melbourne',
    address: 'Address to be confirmed',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    latitude: -37.8136,
    longitude: 144.9631,
    opening: 'open',
    pickupAvailable: false,
    addressStatus: 'sample',
    note: 'A test-drive-only centre as of 2025 (Drive); no permanent centre and no address found. SAMPLE: Melbourne CBD coordinates.',
    sortOrder: 2,
  },
  {
    id: 'brisbane',
    country: 'AU',
    name: 'Cadillac Experience Centre Brisbane',
    address: 'Address to be confirmed',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    latitude: -27.457,
    longitude: 153.034,
    opening: 'opening-soon',
    pickupAvailable: false,
    addressStatus: 'sample',
    note: 'Planned for mid-2025, reportedly in Fortitude Valley on a former Tesla site (low confidence). SAMPLE address.',
    sortOrder: 3,
  },
  {
    id: 'auckland',
    country: 'NZ',
    name: 'Cadillac Experience Centre Auckland',
    address: '501 Karangahape Road',
    suburb: 'Auckland Central',
    state: 'Auckland',
    postcode: '1010',
    latitude: -36.8578,
    longitude: 174.7517,
    opening: 'open',
    pickupAvailable: true,
    addressStatus: 'inferred',
    note: 'On Karangahape Road in the former Tesla showroom (opened Q2 2025). Street number 501 INFERRED (the former Tesla store), not confirmed by Cadillac; postcode 1010 is central Auckland.',
    sortOrder: 1,
  },
];

/**
 * Idempotent: inserts the centres that are missing and leaves existing rows alone, so an operator's change
 * (an opening date reached, a confirmed address) is not undone at the next start-up.
 */
export async function seedExperienceCentres(db: Db): Promise<void> {
  await db.insert(experienceCentres).values(experienceCentreSeed).onConflictDoNothing();
}

import { type AustralianState, australianStateCode, type CountryCode } from '../market';
import { newZealandRegionalHolidays } from './public-holidays-new-zealand.data';

/**
 * Where a public holiday applies: an Australian state or territory (`AU-NSW`), New Zealand as a whole (`NZ`), or a
 * New Zealand region with its anniversary day (`NZ-AUK`; ISO 3166-2:NZ codes).
 * @example const sydney: HolidayRegion = 'AU-NSW';
 */
export type HolidayRegion = `AU-${AustralianState}` | 'NZ' | `NZ-${string}`;

/** New Zealand regions by the names the shop stores (an Experience Centre's `state` column, a delivery region). */
const newZealandRegionCodes: Record<string, string> = Object.fromEntries(
  Object.entries(newZealandRegionalHolidays).flatMap(([code, region]) => [
    [code.toLowerCase(), code],
    [region.name.toLowerCase(), code],
  ]),
);

/**
 * The holiday region of a place the shop knows by country and state (Australia) or region name (New Zealand). An
 * Australian place needs its state; a New Zealand region the table does not know falls back to the national days.
 * @example holidayRegionOf('AU', 'VIC') // 'AU-VIC'
 * @example holidayRegionOf('NZ', 'Auckland') // 'NZ-AUK'
 * @example holidayRegionOf('NZ') // 'NZ'
 */
export function holidayRegionOf(country: CountryCode, stateOrRegion?: string | null): HolidayRegion {
  if (country === 'NZ') {
    const code = newZealandRegionCodes[stateOrRegion?.trim().toLowerCase() ?? ''];
    return code ? `NZ-${code}` : 'NZ';
  }
  const state = australianStateCode(stateOrRegion);
  if (!state)
    throw new RangeError(`An Australian holiday region needs a state, not "${stateOrRegion ?? ''}".`);
  return `AU-${state}`;
}

import { addBusinessDays } from '../calendar/business-days';
import { holidayRegionOf } from '../calendar/holiday-region';
import { type CountryCode, localDate, timeZoneOf } from '../market';

/*
 * The cooling-off period after the contract is signed (spec 001 section 1, spec 002 section 1: cancellation is
 * possible before the contract is signed and the cooling-off period has passed; decisions/0031-cooling-off.md).
 * Modelled on Victoria's Motor Car Traders Act 1986 s 43: the buyer may end the contract within 3 clear business
 * days after signing, and the deposit is refunded. The number of business days is a setting per market.
 */

/** The business days of cooling-off when the market's setting says nothing. */
export const defaultCoolingOffBusinessDays = 3;

/**
 * The last day (YYYY-MM-DD, the market's calendar) on which a contract signed at `signedAt` may still be cancelled:
 * the `businessDays`-th business day after the signing day, in the customer's state or region.
 * @example coolingOffLastDay('AU', 'VIC', new Date('2026-12-07T01:00:00Z'), 3) // '2026-12-10' (Mon → Thu)
 */
export function coolingOffLastDay(
  country: CountryCode,
  state: string | null,
  signedAt: Date,
  businessDays: number,
): string {
  const signedOn = localDate(signedAt, timeZoneOf(country, state ?? undefined));
  return addBusinessDays(holidayRegionOf(country, state), signedOn, businessDays);
}

/**
 * Whether a signed contract may still be cancelled at `now`: on or before its last cooling-off day, where the
 * customer is.
 */
export function inCoolingOff(
  country: CountryCode,
  state: string | null,
  signedAt: Date,
  businessDays: number,
  now: Date,
): boolean {
  const today = localDate(now, timeZoneOf(country, state ?? undefined));
  return today <= coolingOffLastDay(country, state, signedAt, businessDays);
}

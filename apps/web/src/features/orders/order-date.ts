import { type CountryCode, timeZoneOf } from '@showroom/domain';

/** A date as the order's market reads it: '25 November 2026' (the server sends ISO instants). */
export function orderDate(iso: string, country: CountryCode): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat('en-AU', { timeZone: timeZoneOf(country), dateStyle: 'long' }).format(
    instant,
  );
}

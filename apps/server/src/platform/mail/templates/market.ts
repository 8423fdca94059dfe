import { type CountryCode, salesPhone, timeZoneOf } from '@showroom/domain';

/** What an email says differently per market: the brand line, the sales number, the locale and time zone of dates. */
export interface Market {
  country: CountryCode;
  brand: string;
  phone: string;
  /** `tel:` target: these free-call numbers are dialled as written within the country. */
  phoneHref: string;
  locale: 'en-AU' | 'en-NZ';
  timeZone: string;
}

/** The market wording for a country (and Australian state, for its time zone). */
export function marketOf(country: CountryCode, state?: string | null): Market {
  const phone = salesPhone[country];
  return {
    country,
    brand: country === 'NZ' ? 'Cadillac New Zealand' : 'Cadillac Australia',
    phone,
    phoneHref: `tel:${phone.replaceAll(' ', '')}`,
    locale: country === 'NZ' ? 'en-NZ' : 'en-AU',
    timeZone: timeZoneOf(country, state ?? undefined),
  };
}

/** A date as the customer reads it in their market's zone: "Friday 5 December 2025". */
export function formatLongDate(instant: Date, market: Market): string {
  return new Intl.DateTimeFormat(market.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: market.timeZone,
  }).format(instant);
}

/** A time of day with its zone: "4:00 pm AEDT". */
export function formatTime(instant: Date, market: Market): string {
  return new Intl.DateTimeFormat(market.locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: market.timeZone,
    timeZoneName: 'short',
  }).format(instant);
}

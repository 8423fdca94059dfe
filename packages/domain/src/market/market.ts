/** The two countries the shop sells in. */
export const countryCodes = ['AU', 'NZ'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** Australian states and territories, in the order the location dialog lists them (spec 000 section 3). */
export const australianStates = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const;
export type AustralianState = (typeof australianStates)[number]['code'];
export const australianStateCodes = australianStates.map((s) => s.code) as readonly AustralianState[];

/**
 * The code of an Australian state written as a code or a name, in any case; undefined when it is neither.
 * @example australianStateCode('new south wales') // 'NSW'
 * @example australianStateCode('vic') // 'VIC'
 */
export function australianStateCode(value: string | null | undefined): AustralianState | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return australianStates.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)
    ?.code;
}

export const countries = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const satisfies readonly { code: CountryCode; name: string }[];

/** Route prefixes of the markets (spec 000 section 9). */
export const marketCodes = ['au-en', 'nz-en'] as const;
export type MarketCode = (typeof marketCodes)[number];

/**
 * The market route prefix of a country.
 * @example marketOf('NZ') // 'nz-en'
 */
export function marketOf(country: CountryCode): MarketCode {
  return country === 'NZ' ? 'nz-en' : 'au-en';
}

/**
 * The country of a market route prefix, or undefined for an unsupported market.
 * @example countryOfMarket('au-en') // 'AU'
 */
export function countryOfMarket(market: string): CountryCode | undefined {
  if (market === 'au-en') return 'AU';
  if (market === 'nz-en') return 'NZ';
  return undefined;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'AU' || value === 'NZ';
}

export function isAustralianState(value: unknown): value is AustralianState {
  return typeof value === 'string' && (australianStateCodes as readonly string[]).includes(value);
}

/**
 * A location is complete when it is Australia with a state, or New Zealand without one (spec 000 section 5).
 * @example isCompleteLocation('AU', 'NSW') // true
 * @example isCompleteLocation('AU', undefined) // false
 */
export function isCompleteLocation(country: string | undefined, state: string | undefined): boolean {
  if (country === 'NZ') return true;
  return country === 'AU' && isAustralianState(state);
}

/** Sales phone numbers per market (spec 001 section 9). */
export const salesPhone: Record<CountryCode, string> = { AU: '1800 223 455', NZ: '0800 223 455' };

/** The same lines in words (spec 002 sections 1 and 8): '1800 CADILLAC (223455)'. */
export const salesPhoneWords: Record<CountryCode, string> = {
  AU: '1800 CADILLAC (223455)',
  NZ: '0800 CADILLAC (223455)',
};

/**
 * The IANA time zone used for dates a customer sees and for choosing dated rates.
 * @example timeZoneOf('NZ') // 'Pacific/Auckland'
 */
export function timeZoneOf(country: CountryCode, state?: string): string {
  if (country === 'NZ') return 'Pacific/Auckland';
  switch (state) {
    case 'WA':
      return 'Australia/Perth';
    case 'SA':
      return 'Australia/Adelaide';
    case 'NT':
      return 'Australia/Darwin';
    case 'QLD':
      return 'Australia/Brisbane';
    case 'TAS':
      return 'Australia/Hobart';
    case 'VIC':
      return 'Australia/Melbourne';
    default:
      return 'Australia/Sydney';
  }
}

/** One formatter per zone: building an Intl.DateTimeFormat costs about a millisecond, formatting a few microseconds. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone.
 * @example localDate(new Date('2026-06-30T15:00:00Z'), 'Australia/Sydney') // '2026-07-01'
 */
export function localDate(instant: Date, timeZone: string): string {
  const parts = dateFormatOf(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

import type { CountryCode } from '../market';

/**
 * The land mass a postcode lies on. A vehicle cannot be driven between two different land masses, so a
 * road-distance fee cannot be worked out between them (delivery error code 1: sales will call with a quote).
 */
export type LandMass =
  | 'australian-mainland'
  | 'tasmania'
  | 'kangaroo-island'
  | 'king-island'
  | 'flinders-island'
  | 'lord-howe-island'
  | 'norfolk-island'
  | 'torres-strait-islands'
  | 'magnetic-island'
  | 'moreton-island'
  | 'north-stradbroke-island'
  | 'southern-moreton-bay-islands'
  | 'rottnest-island'
  | 'christmas-island'
  | 'cocos-keeling-islands'
  | 'north-island'
  | 'south-island'
  | 'waiheke-island'
  | 'great-barrier-island'
  | 'stewart-island'
  | 'chatham-islands';

/** Islands without a road link to their country's main land masses, by postcode (Australia Post, NZ Post). */
const islandPostcodes: Record<CountryCode, Record<string, LandMass>> = {
  AU: {
    '2898': 'lord-howe-island',
    '2899': 'norfolk-island',
    '4025': 'moreton-island',
    '4183': 'north-stradbroke-island',
    '4184': 'southern-moreton-bay-islands',
    '4819': 'magnetic-island',
    '4875': 'torres-strait-islands',
    '5221': 'kangaroo-island',
    '5222': 'kangaroo-island',
    '5223': 'kangaroo-island',
    '6161': 'rottnest-island',
    '6798': 'christmas-island',
    '6799': 'cocos-keeling-islands',
    '7255': 'flinders-island',
    '7256': 'king-island',
  },
  NZ: {
    '0991': 'great-barrier-island',
    '1081': 'waiheke-island',
    '8942': 'chatham-islands',
    '9818': 'stewart-island',
  },
};

/**
 * The land mass of a four-digit postcode, or undefined when the postcode is missing or malformed (the caller
 * then cannot rule a road route out). Tasmanian postcodes are 7000–7999; New Zealand's South Island
 * postcodes start with 7, 8 or 9.
 * @example landMassOf('AU', '2150') // 'australian-mainland'
 * @example landMassOf('AU', '7000') // 'tasmania'
 * @example landMassOf('NZ', '8011') // 'south-island'
 */
export function landMassOf(country: CountryCode, postcode: string | undefined): LandMass | undefined {
  if (!postcode || !/^\d{4}$/.test(postcode)) return undefined;
  const island = islandPostcodes[country][postcode];
  if (island) return island;
  const first = postcode[0];
  if (country === 'AU') return first === '7' ? 'tasmania' : 'australian-mainland';
  return first === '7' || first === '8' || first === '9' ? 'south-island' : 'north-island';
}

/**
 * Whether a vehicle can be driven between two postcodes: false only when both land masses are known and differ.
 * @example isRoadConnected('AU', '2018', '7000') // false (Bass Strait)
 * @example isRoadConnected('AU', '2018', '2830') // true
 */
export function isRoadConnected(
  country: CountryCode,
  from: string | undefined,
  to: string | undefined,
): boolean {
  const a = landMassOf(country, from);
  const b = landMassOf(country, to);
  return a === undefined || b === undefined || a === b;
}

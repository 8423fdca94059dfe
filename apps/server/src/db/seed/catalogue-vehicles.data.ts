import { type Cents, type CountryCode, dollars } from '@showroom/domain';
import type { PaintFinish, TrimMaterial, VariantStyle } from './catalogue-media';

/*
 * The LYRIQ model year 2025 catalogue for Australia and New Zealand.
 *
 * Sources: prices and specifications from the project's fact sheet (third-party motoring media, 2024-2026) and
 * spec 000 section 1. Everything the sources did not have is SAMPLE DATA, marked `isSample: true` (stored in
 * the `is_sample` column) with a comment naming the invented fields: replace it from the market's price list
 * before going live. `select * from paints where is_sample` (and the same on every catalogue table) lists it.
 */

export type PaintCode = 'SBM' | 'SWH' | 'CWT' | 'ASM' | 'RRT' | 'OBM' | 'ELM';
export type TrimCode = 'JBI' | 'SCG' | 'JBN' | 'OSG';
export type VariantCode = 'LUX' | 'SPORT';

export interface PaintSeed {
  code: PaintCode;
  name: string;
  descTitle: string;
  description: string;
  colorHex: string;
  finish: PaintFinish;
  isSample: boolean;
}

/*
 * SAMPLE: the whole palette. The names are US LYRIQ colours (Radiant Red Tintcoat was seen on an Australian
 * right-hand-drive car); which are offered in AU/NZ, their texts and colour values are invented. The codes
 * are our own short codes, not GM paint codes.
 */
export const paintPalette: readonly PaintSeed[] = [
  {
    code: 'SBM',
    name: 'Stellar Black Metallic',
    descTitle: 'Deep and composed',
    description: 'A black with a fine metallic flake that comes alive in the sun.',
    colorHex: '#1b1c1f',
    finish: 'metallic',
    isSample: true,
  },
  {
    code: 'SWH',
    name: 'Summit White',
    descTitle: 'Clean and bright',
    description: 'A pure solid white that sharpens every line of the body.',
    colorHex: '#f2f2ee',
    finish: 'solid',
    isSample: true,
  },
  {
    code: 'CWT',
    name: 'Crystal White Tricoat',
    descTitle: 'Layered brilliance',
    description: 'Three layers give a pearlescent white whose depth changes with the light.',
    colorHex: '#ebe7dc',
    finish: 'tricoat',
    isSample: true,
  },
  {
    code: 'ASM',
    name: 'Argent Silver Metallic',
    descTitle: 'Liquid metal',
    description: 'A bright silver that traces the sculpted surfaces.',
    colorHex: '#a9abae',
    finish: 'metallic',
    isSample: true,
  },
  {
    code: 'RRT',
    name: 'Radiant Red Tintcoat',
    descTitle: 'Rich and vivid',
    description: 'A tinted clear coat over a red base for a deep, glowing red.',
    colorHex: '#8e1b25',
    finish: 'tintcoat',
    isSample: true,
  },
  {
    code: 'OBM',
    name: 'Opulent Blue Metallic',
    descTitle: 'Midnight depth',
    description: 'A dark blue metallic that turns to sapphire in daylight.',
    colorHex: '#1f2d4d',
    finish: 'metallic',
    isSample: true,
  },
  {
    code: 'ELM',
    name: 'Emerald Lake Metallic',
    descTitle: 'Quiet confidence',
    description: 'A deep green metallic inspired by alpine lakes.',
    colorHex: '#1d4640',
    finish: 'metallic',
    isSample: true,
  },
];

export interface TrimSeed {
  code: TrimCode;
  name: string;
  descTitle: string;
  description: string;
  material: TrimMaterial;
  seatHex: string;
  accentHex: string;
  isSample: boolean;
}

/*
 * SAMPLE: trim names, texts and colours. Known: Inteluxe (imitation leather) is standard and Nappa grades are
 * offered; "Oxford Stone with Garnet accents" was seen on an Australian car. Everything else is invented.
 */
export const trimPalette: readonly TrimSeed[] = [
  {
    code: 'JBI',
    name: 'Jet Black Inteluxe',
    descTitle: 'Understated',
    description: 'Soft, hard-wearing Inteluxe upholstery in Jet Black with dark accents.',
    material: 'Inteluxe',
    seatHex: '#1d1d20',
    accentHex: '#3b3c40',
    isSample: true,
  },
  {
    code: 'SCG',
    name: 'Sky Cool Gray Inteluxe',
    descTitle: 'Light and airy',
    description: 'Sky Cool Gray Inteluxe seats with Jet Black accents open up the cabin.',
    material: 'Inteluxe',
    seatHex: '#b8bbbf',
    accentHex: '#2a2c30',
    isSample: true,
  },
  {
    code: 'JBN',
    name: 'Jet Black Nappa',
    descTitle: 'Rich and tactile',
    description: 'Nappa leather in Jet Black with perforated inserts and contrast stitching.',
    material: 'Nappa',
    seatHex: '#151518',
    accentHex: '#5b5e63',
    isSample: true,
  },
  {
    code: 'OSG',
    name: 'Oxford Stone with Garnet accents Nappa',
    descTitle: 'Warm and refined',
    description: 'Oxford Stone Nappa leather with perforated inserts, set off by deep Garnet accents.',
    material: 'Nappa',
    seatHex: '#cdbea6',
    accentHex: '#6c1f2c',
    isSample: true,
  },
];

/** Shared by both variants in both markets (spec 000 section 1; the fact sheet found no difference). */
export const lyriqSpecifications = {
  batteryKwh: 102,
  rangeKm: 530,
  powerKw: 388,
  torqueNm: 610,
  zeroTo100Tenths: 53,
  topSpeedKmh: 210,
  dcChargeKw: 190,
  dcChargeTo80Minutes: 30,
} as const;

export interface VariantSeed {
  code: VariantCode;
  name: 'Luxury' | 'Sport';
  style: VariantStyle;
  description: string;
  /** Paints offered on this variant, in display order. */
  paints: readonly PaintCode[];
  defaultPaint: PaintCode;
  /** Trims offered on this variant, in display order. */
  trims: readonly TrimCode[];
  defaultTrim: TrimCode;
}

/*
 * Descriptions from the reviewed differences between the variants (styling only). SAMPLE: which paints and
 * trims each variant offers and the defaults.
 */
export const variantLine: readonly VariantSeed[] = [
  {
    code: 'LUX',
    name: 'Luxury',
    style: 'luxury',
    description:
      'The Crystal Shield grille in an angled linear pattern, 21-inch diamond-cut wheels in Manoogian Silver ' +
      'and luxury chrome accents. Dual-motor all-wheel drive, a 102 kWh battery and up to 530 km of WLTP range.',
    paints: ['SBM', 'SWH', 'CWT', 'ASM', 'OBM', 'ELM'],
    defaultPaint: 'SBM',
    trims: ['JBI', 'SCG', 'JBN', 'OSG'],
    defaultTrim: 'JBI',
  },
  {
    code: 'SPORT',
    name: 'Sport',
    style: 'sport',
    description:
      'An interlocking triangular Crystal Shield grille, polished 21-inch wheels in Satin Dark Android, ' +
      'obsidian chrome accents and body-coloured door handles. The same dual-motor all-wheel drive, 102 kWh ' +
      'battery and up to 530 km of WLTP range.',
    paints: ['SWH', 'SBM', 'CWT', 'ASM', 'RRT', 'OBM'],
    defaultPaint: 'SWH',
    trims: ['JBI', 'SCG', 'JBN'],
    defaultTrim: 'JBI',
  },
];

/** SAMPLE: pairings not offered (a garnet cabin with a green body, a grey cabin with a red one). */
export const excludedPairings: readonly { paint: PaintCode; trim: TrimCode }[] = [
  { paint: 'ELM', trim: 'OSG' },
  { paint: 'RRT', trim: 'SCG' },
];

export interface MarketPrices {
  country: CountryCode;
  /** GST-inclusive price before luxury car tax and on-road costs, per variant. */
  variantPrices: Record<VariantCode, { price: Cents; isSample: boolean }>;
  paintPrices: Record<PaintCode, Cents>;
  trimPrices: Record<TrimCode, Cents>;
}

/*
 * Australian list prices before on-road costs (A$117,000 Luxury, A$119,000 Sport, Oct 2024, repeated through
 * 2025) include GST and luxury car tax. We store the price before LCT, so the pricing engine can show LCT as
 * its own line. 2025-26 LCT on a fuel-efficient car: LCT = 0.33 × 10/11 × (value − 91,387) = 0.3 × (value − 91,387).
 * A list price P = value + LCT, so value = (P + 0.3 × 91,387) / 1.3 = (P + 27,416.10) / 1.3, rounded to the cent:
 *   Luxury: (117,000 + 27,416.10) / 1.3 = 111,089.3077 → 111,089.31; LCT 0.3 × 19,702.31 = 5,910.693 → 5,910.69;
 *           111,089.31 + 5,910.69 = 117,000.00.
 *   Sport:  (119,000 + 27,416.10) / 1.3 = 112,627.7692 → 112,627.77; LCT 0.3 × 21,240.77 = 6,372.231 → 6,372.23;
 *           112,627.77 + 6,372.23 = 119,000.00.
 */
const australia: MarketPrices = {
  country: 'AU',
  variantPrices: {
    LUX: { price: dollars(111_089.31), isSample: false },
    SPORT: { price: dollars(112_627.77), isSample: false },
  },
  // SAMPLE: paint and trim prices.
  paintPrices: {
    SWH: dollars(0),
    SBM: dollars(0),
    ASM: dollars(2_000),
    OBM: dollars(2_300),
    ELM: dollars(2_500),
    RRT: dollars(3_300),
    CWT: dollars(3_300),
  },
  trimPrices: { JBI: dollars(0), SCG: dollars(0), JBN: dollars(2_500), OSG: dollars(3_000) },
};

/*
 * New Zealand prices include GST (there is no luxury car tax). Sport NZ$125,757 "full RRP" (road test, Jan 2026).
 * SAMPLE: the Luxury price (not found; set NZ$2,000 below Sport as in Australia), paint and trim prices.
 */
const newZealand: MarketPrices = {
  country: 'NZ',
  variantPrices: {
    LUX: { price: dollars(123_757), isSample: true },
    SPORT: { price: dollars(125_757), isSample: false },
  },
  paintPrices: {
    SWH: dollars(0),
    SBM: dollars(0),
    ASM: dollars(2_200),
    OBM: dollars(2_500),
    ELM: dollars(2_700),
    RRT: dollars(3_600),
    CWT: dollars(3_600),
  },
  trimPrices: { JBI: dollars(0), SCG: dollars(0), JBN: dollars(2_800), OSG: dollars(3_300) },
};

export const marketPrices: readonly MarketPrices[] = [australia, newZealand];

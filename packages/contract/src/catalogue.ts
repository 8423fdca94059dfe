import { australianStates, countries } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerTypeInput, checkLocation, Id, Money, OptionalState, ShortText } from './fields';

/* Catalogue calls of spec 000 section 7 and the entities of section 3. Money is integer cents. */

export const CountryStateEntry = z.object({
  country: z.object({ name: z.string(), code: Country }),
  states: z.array(z.object({ name: z.string(), code: z.string() })),
});

/**
 * The countries the shop sells in, Australia with its states: what get-country-and-state answers, and what the
 * web app's drawn location dialog lists before that call could run.
 */
export function countryStateList(): z.output<typeof CountryStateEntry>[] {
  return countries.map((country) => ({
    country: { name: country.name, code: country.code },
    states: country.code === 'AU' ? australianStates.map(({ name, code }) => ({ name, code })) : [],
  }));
}

export const getCountryAndState = defineEndpoint({
  method: 'POST',
  path: '/api/CountryState/get-country-and-state',
  summary: 'Countries the shop sells in, with the Australian states',
  tag: 'Catalogue',
  body: z.object({}),
  data: z.array(CountryStateEntry),
});

const Located = {
  Country,
  State: OptionalState,
  Postcode: ShortText.nullish(),
  Suburb: ShortText.nullish(),
  CustomerType: CustomerTypeInput.default('Private'),
};

/** The specification highlights of spec 000 section 1, as numbers for the compare dialog and the carousel. */
export const VariantSpecifications = z.object({
  batteryKwh: z.number().describe('Battery capacity, e.g. 102'),
  rangeKm: z.number().int().describe('WLTP range, e.g. 530'),
  powerKw: z.number().int().describe('e.g. 388'),
  torqueNm: z.number().int().describe('e.g. 610'),
  zeroTo100Seconds: z.number().describe('0-100 km/h, e.g. 5.3'),
  topSpeedKmh: z.number().int().describe('e.g. 210'),
  dcChargeKw: z.number().int().describe('Peak DC fast-charge power, e.g. 190'),
  dcChargeTo80Minutes: z.number().int().describe('Minutes to 80% on that charger, e.g. 30'),
});
export type VariantSpecifications = z.infer<typeof VariantSpecifications>;

export const Variant = z.object({
  variantID: z.string(),
  variantName: z.string().describe('Luxury or Sport'),
  variantDescription: z.string(),
  variantPrice: Money.describe('List price including GST, before luxury car tax and on-road costs'),
  driveawayPrice: Money.nullable().describe(
    "The 'from' drive-away price for the request's state and customer type; null until a location is known",
  ),
  range: z.string().describe("WLTP range, e.g. '530 km'"),
  power: z.string().describe("e.g. '388 kW'"),
  kmHour: z.string().describe("0-100 km/h time, e.g. '5.3 s'"),
  variantPicture: z.string().describe("Front three-quarter view in the variant's default paint"),
  variantPictureMobile: z.string(),
  isDefault: z.boolean(),
  specifications: VariantSpecifications,
});
export type Variant = z.infer<typeof Variant>;

export const getVariants = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-variants',
  summary: "The variants of the market with their 'from' drive-away price",
  tag: 'Catalogue',
  body: z.object(Located).superRefine((value, ctx) => checkLocation(value, ctx, false)),
  data: z.array(Variant),
});

export const PaintFinish = z.enum(['solid', 'metallic', 'tintcoat', 'tricoat']);

export const Exterior = z.object({
  country: Country,
  variantID: z.string(),
  exteriorID: z.string(),
  exteriorColorName: z.string(),
  exteriorColorDescTitle: z.string(),
  exteriorColorDesc: z.string(),
  exteriorPrice: Money,
  exteriorPicture: z
    .array(z.string())
    .describe('Views by index 0-3: front three-quarter, side, rear three-quarter, front'),
  exteriorPictureMobile: z.string().describe('The front three-quarter view'),
  exteriorFilterImage: z.string().describe('The paint swatch'),
  exteriorFilterMobile: z.string(),
  isDefault: z.boolean(),
  hasStock: z.boolean(),
  exteriorOrderingNo: z.number().int(),
  colorHex: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .describe('Base paint colour for the illustrations'),
  finish: PaintFinish,
});
export type Exterior = z.infer<typeof Exterior>;

export const getExterior = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-exterior',
  summary: 'The paints of a variant',
  tag: 'Catalogue',
  body: z.object({ Country, VariantID: Id }),
  data: z.array(Exterior),
});

export const Interior = z.object({
  interiorID: z.string(),
  interiorColorName: z.string(),
  interiorColorDescTitle: z.string(),
  interiorColorDesc: z.string(),
  interiorPrice: Money,
  interiorPicture: z.array(z.string()).describe('Views by index 0-2: dashboard, seats, rear'),
  interiorPictureMobile: z.string().describe('The dashboard view'),
  interiorFilterImage: z.string().describe('The trim swatch'),
  interiorFilterMobile: z.string(),
  isDefault: z.boolean(),
  hasStock: z.boolean(),
  interiorOrderingNo: z.number().int(),
  available: z
    .string()
    .describe("Estimated delivery text shown in the bottom bar, e.g. 'Estimated delivery: January 2027'"),
  seatHex: z.string().regex(/^#[0-9a-f]{6}$/i),
  accentHex: z.string().regex(/^#[0-9a-f]{6}$/i),
  material: z.enum(['Inteluxe', 'Nappa']),
});
export type Interior = z.infer<typeof Interior>;

export const getInterior = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-interior',
  summary:
    'The interiors available with a variant and paint (VariantName and ExteriorName are ignored: ids decide)',
  tag: 'Catalogue',
  body: z
    .object({
      Country,
      State: OptionalState,
      VariantID: Id,
      VariantName: ShortText.nullish(),
      ExteriorID: Id,
      ExteriorName: ShortText.nullish(),
    })
    .superRefine((value, ctx) => checkLocation(value, ctx, false)),
  data: z.array(Interior),
});

export const OptionType = z.enum(['Accessories', 'Charge']);
/**
 * Our reading of spec 000 section 4 "Charging selection" (docs/decisions/0005-charge-types.md):
 * 1 the primary choice (home charger), 2 the alternative (more public charging or credit; selecting it disables 1),
 * 3 an add-on that only goes with 1 (extended installation). Null for accessories.
 */
export const ChargeType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const VehicleOption = z.object({
  yanaOptionID: z.string(),
  optionType: OptionType,
  optionName: z.string(),
  optionPrice: Money,
  optionPicture: z.array(z.string()),
  optionPictureMobile: z.string(),
  optionDesc: z.string(),
  chargeType: ChargeType.nullable(),
  disable: z
    .boolean()
    .describe('Withdrawn from sale by the catalogue: shown without a price and not selectable'),
  termsDescription: z.string(),
});
export type VehicleOption = z.infer<typeof VehicleOption>;

export const getVehicleOptions = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-vehicle-options',
  summary:
    'Accessories and charging options of the market, in display order (the ids must form a valid vehicle)',
  tag: 'Catalogue',
  body: z.object({ Country, VariantID: Id, ExteriorID: Id, InteriorID: Id }),
  data: z.object({ accessories: z.array(VehicleOption), charging: z.array(VehicleOption) }),
});

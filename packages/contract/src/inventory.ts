import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, CustomerTypeInput, checkLocation, Money, OptionalState, ShortText } from './fields';
import { Kilometres } from './location';
import { DeliveryOption } from './pricing';

/*
 * The inventory browser of spec 000 (section 2 item 13, sections 3, 4 and 7). Filters name variants, paints and
 * trims by their names ('Luxury', 'Stellar Black Metallic', 'Jet Black Inteluxe'), matched without regard to
 * case, so one paint selects that paint on every variant. Only units on offer are counted or listed: a unit
 * that is reserved, sold or withdrawn is never shown. Money is integer cents.
 */

const NameList = (what: string) =>
  z
    .array(ShortText.min(1, 'Required.'))
    .max(20, `At most 20 ${what}.`)
    .default([])
    .describe(`${what} names to keep; empty keeps all`);

export const InventoryFiltersRequest = z.object({
  Country,
  NeedDefaultValue: z
    .boolean()
    .default(false)
    .describe('true: mark the variant named by Variant (or the market default) isDefaultSelected'),
  Variant: ShortText.nullish().describe('A variant name: only its stocks are listed'),
});

export const InventoryStockEntry = z.object({
  variantID: z.string(),
  variantName: z.string(),
  exteriorID: z.string(),
  exteriorName: z.string(),
  exteriorFilterImage: z.string(),
  interiorID: z.string(),
  interiorName: z.string(),
  interiorFilterImage: z.string(),
  exteriorDisplayOrderingNo: z.number().int(),
  interiorDisplayOrderingNo: z.number().int(),
  availableCount: z
    .number()
    .int()
    .min(0)
    .describe('Units of this combination on offer; 0 for a sold-out combination (shown disabled)'),
});
export type InventoryStockEntry = z.infer<typeof InventoryStockEntry>;

export const InventoryVariantEntry = z.object({
  yanaVariantId: z.string(),
  variantName: z.string(),
  isDefaultSelected: z.boolean(),
  availableCount: z.number().int().min(0),
});

export const getAvailableInventoryFilters = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-filters',
  summary: 'Every variant, paint and trim combination of the market with how many units are on offer',
  tag: 'Inventory',
  body: InventoryFiltersRequest,
  data: z.object({ stocks: z.array(InventoryStockEntry), variants: z.array(InventoryVariantEntry) }),
});

export const inventorySorts = ['0', '1'] as const;

export const InventoryQuery = z
  .object({
    Country,
    State: OptionalState,
    Postcode: ShortText.nullish(),
    Suburb: ShortText.nullish(),
    CustomerType: CustomerTypeInput.default('Private'),
    Variants: NameList('variant'),
    Exteriors: NameList('exterior'),
    Interiors: NameList('interior'),
    DeliveryOption: DeliveryOption.default('Pickup').describe(
      "The buyer's delivery choice: HomeDelivery prices delivery to Postcode/Suburb as the configurator does",
    ),
    Distance: Kilometres.nullish().describe(
      'Ignored: the server measures the delivery distance, as get-driveaway-cost does',
    ),
    Sort: z
      .preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z.enum(inventorySorts, { error: 'Sort must be 0 (lowest price) or 1 (highest price).' }),
      )
      .default('0')
      .describe('0 lowest drive-away price first, 1 highest first'),
  })
  .superRefine((value, ctx) => {
    checkLocation(value, ctx, true);
    if (value.DeliveryOption === 'HomeDelivery' && !value.Postcode) {
      ctx.addIssue({
        code: 'custom',
        path: ['Postcode'],
        message: 'Home delivery needs the postcode of the delivery address.',
      });
    }
  });

export const InventoryItem = z.object({
  country: Country,
  state: z.string().describe("The state the price is for; '' in New Zealand"),
  yanaVariantId: z.string(),
  variantName: z.string(),
  variantPicture: z.string().describe('Front three-quarter view in the paint of the units'),
  available: z.string().describe('Estimated delivery of the soonest unit'),
  availableCount: z.number().int().min(1).describe('Units of this configuration on offer'),
  basePrice: Money.describe('Vehicle price: variant, paint, trim and fitted options, before on-road costs'),
  driveawayPrice: Money.describe(
    "Drive-away price in the request's state, customer type and delivery choice (home delivery included)",
  ),
  totalSaving: Money,
  exteriorID: z.string(),
  exteriorName: z.string(),
  interiorID: z.string(),
  interiorName: z.string(),
  options: z
    .array(z.object({ yanaOptionID: z.string(), optionName: z.string(), optionPrice: Money }))
    .describe('Accessories fitted to these units, included in the prices'),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const getAvailableInventoryItem = defineEndpoint({
  method: 'POST',
  path: '/api/Vehicle/get-available-inventory-item',
  summary: 'Configurations with units on offer, filtered and sorted by drive-away price',
  tag: 'Inventory',
  body: InventoryQuery,
  data: z.object({ availableInventorys: z.array(InventoryItem) }),
});

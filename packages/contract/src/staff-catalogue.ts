import { pricedItemKinds } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Id, Money } from './fields';
import { IsoDay } from './staff-stock';

/*
 * The back office's catalogue prices (issue 22, docs/back-office-catalogue.md): the price of a variant, a paint on
 * a variant (exterior), a trim on a variant (interior) or an option from a day of its market on. Orders keep the
 * price they were placed at.
 */

export const ItemKind = z.enum(pricedItemKinds, {
  error: 'itemKind must be variant, exterior, interior or option.',
});

export const ScheduledCataloguePrice = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  priceCents: z.number().int(),
});

export const PricedItem = z.object({
  itemKind: ItemKind,
  itemId: z.string(),
  name: z.string().describe('The variant, paint, trim or option, with the variant it is offered on'),
  basePriceCents: z.number().int().describe("The catalogue row's own price, before any scheduled price"),
  priceTodayCents: z.number().int().describe('The price in effect on the market day of the request'),
  scheduled: z.array(ScheduledCataloguePrice),
});
export type PricedItem = z.infer<typeof PricedItem>;

export const listCataloguePrices = defineEndpoint({
  method: 'POST',
  path: '/api/staff/catalogue/prices',
  summary: "A market's priced catalogue rows with today's price and their scheduled prices",
  tag: 'Staff catalogue',
  body: z.strictObject({ country: Country }),
  data: z.object({ today: z.string(), items: z.array(PricedItem) }),
});

export const ScheduleCataloguePrice = z.strictObject({
  itemKind: ItemKind,
  itemId: Id,
  priceCents: Money,
  effectiveFrom: IsoDay.describe("First day of the price in the item's market; today or later"),
});

export const scheduleCataloguePrice = defineEndpoint({
  method: 'POST',
  path: '/api/staff/catalogue/prices/schedule',
  summary: 'Sets the price of a catalogue row from a day on (the same day again replaces that price)',
  tag: 'Staff catalogue',
  body: ScheduleCataloguePrice,
  data: z.object({ item: PricedItem }),
});

export const withdrawCataloguePrice = defineEndpoint({
  method: 'POST',
  path: '/api/staff/catalogue/prices/withdraw',
  summary: 'Withdraws a scheduled price that has not taken effect yet',
  tag: 'Staff catalogue',
  body: z.strictObject({ id: z.uuid('Not a price id.') }),
  data: z.object({ item: PricedItem }),
});

/* On-road rate tables (docs/pricing.md section 5): rows added with a later first day, never edited. */

export const OnRoadRateRow = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  value: z.unknown().describe("The figure in the table's shape: cents, fee components, a duty schedule"),
  sourceUrl: z.string(),
  sourceText: z.string(),
  estimate: z.string().nullable(),
  addedBy: z.string(),
});
export type OnRoadRateRow = z.infer<typeof OnRoadRateRow>;

export const OnRoadRateTable = z.object({
  name: z.string(),
  country: Country,
  rows: z.array(OnRoadRateRow),
  /** The id of the row the price engine uses on the market's day (carried forward when its period is over). */
  inEffectId: z.string().nullable(),
});
export type OnRoadRateTable = z.infer<typeof OnRoadRateTable>;

export const listOnRoadRates = defineEndpoint({
  method: 'POST',
  path: '/api/staff/catalogue/on-road-rates',
  summary: "A market's on-road rate tables with every row, its source and the row in effect today",
  tag: 'Staff catalogue',
  body: z.strictObject({ country: Country }),
  data: z.object({ today: z.string(), tables: z.array(OnRoadRateTable) }),
});

export const AddOnRoadRate = z.strictObject({
  tableName: z.string().trim().min(1, 'Choose a rate table.'),
  effectiveFrom: IsoDay.describe("First day of the row in the table's market; tomorrow or later"),
  effectiveTo: IsoDay.nullable().default(null).describe('Last day, or null for until changed'),
  value: z.json().describe("In the shape of the table's rows"),
  sourceUrl: z.url({ error: 'Give the address where the figure is published.' }),
  sourceText: z.string().trim().min(1, 'Say what the source states.').max(2_000, 'Too long.'),
  estimate: z.string().trim().max(2_000, 'Too long.').nullable().default(null),
});

export const addOnRoadRate = defineEndpoint({
  method: 'POST',
  path: '/api/staff/catalogue/on-road-rates/add',
  summary: 'Adds a row to an on-road rate table from a later day, with its source',
  tag: 'Staff catalogue',
  body: AddOnRoadRate,
  data: z.object({ table: OnRoadRateTable }),
});

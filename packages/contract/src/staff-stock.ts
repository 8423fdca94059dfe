import { isIsoDate, isValidVin, stockStatuses, vinCheckDigit } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Id } from './fields';

/*
 * The back office's stock calls (issue 22, docs/back-office-stock.md): list, add, edit and withdraw units, and
 * import a CSV file (previewed first, with an error per row). The same unit schema checks the form and every row
 * of an import.
 */

/** A VIN with its check digit right (ISO 3779, packages/domain/src/stock/vin.ts); spaces removed, upper-cased. */
export const Vin = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((vin, ctx) => {
    if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) {
      ctx.addIssue({ code: 'custom', message: 'A VIN is 17 letters and digits, without I, O or Q.' });
    } else if (!isValidVin(vin)) {
      ctx.addIssue({
        code: 'custom',
        message: `The check digit (9th character) of this VIN should be ${vinCheckDigit(vin)}.`,
      });
    }
  });

export const IsoDay = z.string().trim().refine(isIsoDate, 'Use a date written YYYY-MM-DD.');

/** What staff may change on a unit; its VIN and configuration are fixed once added. */
export const StockUnitDetails = z.strictObject({
  centreId: Id.nullish()
    .transform((id) => id ?? null)
    .describe('The Experience Centre holding it; null or left out while in transit'),
  buildDate: IsoDay,
  arrivalDate: IsoDay.describe('The day it reached (or is expected at) its centre'),
  estimatedDelivery: z.string().trim().min(1, 'Required.').max(80, 'Too long.'),
  optionIds: z.array(Id).max(20, 'At most 20 options.').default([]),
});

export const StockUnitInput = StockUnitDetails.extend({
  vin: Vin,
  country: Country,
  variantId: Id,
  exteriorId: Id,
  interiorId: Id,
});
export type StockUnitInput = z.output<typeof StockUnitInput>;

export const StockUnit = z.object({
  vin: z.string(),
  country: Country,
  variantId: z.string(),
  variantName: z.string(),
  exteriorId: z.string(),
  exteriorName: z.string(),
  interiorId: z.string(),
  interiorName: z.string(),
  optionIds: z.array(z.string()),
  centreId: z.string().nullable(),
  status: z.enum(stockStatuses),
  buildDate: z.string(),
  arrivalDate: z.string(),
  estimatedDelivery: z.string(),
  reservedUntil: z.string().nullable().describe('ISO 8601 instant a reservation hold runs out'),
});
export type StockUnit = z.infer<typeof StockUnit>;

export const listStockUnits = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/list',
  summary: 'Stock units of a market, by VIN, a page at a time (keyset: pass nextCursor as cursor)',
  tag: 'Staff stock',
  body: z.strictObject({
    country: Country,
    status: z.enum(stockStatuses).nullish(),
    cursor: z.string().max(200).nullish(),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  data: z.object({ units: z.array(StockUnit), nextCursor: z.string().nullable() }),
});

const WaitlistNotified = z.object({
  notified: z.number().int().describe('Waitlist entries told by email that a matching unit is in stock'),
});

export const addStockUnit = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/add',
  summary: 'Adds a unit; a waitlist entry for its configuration is emailed (once per entry)',
  tag: 'Staff stock',
  body: StockUnitInput,
  data: z.object({ unit: StockUnit }).extend(WaitlistNotified.shape),
});

export const editStockUnit = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/edit',
  summary: "Changes a unit's centre, dates, delivery text and fitted options",
  tag: 'Staff stock',
  body: StockUnitDetails.extend({ vin: Vin }),
  data: z.object({ unit: StockUnit }),
});

export const withdrawStockUnit = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/withdraw',
  summary: 'Takes an available unit off sale (a reserved or sold one cannot be withdrawn)',
  tag: 'Staff stock',
  body: z.strictObject({ vin: Vin, reason: z.string().trim().min(1, 'Required.').max(200, 'Too long.') }),
  data: z.object({ unit: StockUnit }),
});

export const StockImportRow = z.object({
  line: z.number().int(),
  vin: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

const StockImportBody = z.strictObject({
  csv: z.string().min(1, 'Choose a CSV file.').max(1_000_000, 'The file is larger than 1 MB.'),
});

export const previewStockImport = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/import-preview',
  summary: 'Checks a CSV file of units without writing anything: each row with its errors',
  tag: 'Staff stock',
  body: StockImportBody,
  data: z.object({ columns: z.array(z.string()), rows: z.array(StockImportRow) }),
});

export const importStock = defineEndpoint({
  method: 'POST',
  path: '/api/staff/stock/import',
  summary: 'Adds every unit of a CSV file, or none when any row has an error (answered 400 with the rows)',
  tag: 'Staff stock',
  body: StockImportBody,
  data: z.object({ added: z.number().int() }).extend(WaitlistNotified.shape),
});

/** The columns of an import file, in the order the template lists them. */
export const stockImportColumns = [
  'vin',
  'country',
  'variant_id',
  'exterior_id',
  'interior_id',
  'option_ids',
  'centre_id',
  'build_date',
  'arrival_date',
  'estimated_delivery',
] as const;

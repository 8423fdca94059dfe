import { type FieldError, StockUnitInput, stockImportColumns } from '@showroom/contract';
import { parseCsv } from '@showroom/domain';
import { AppError } from '../../platform/http/app-error';
import type { RecordChange } from '../staff';
import type { StaffStockDeps } from './stock-units.service';
import { checkUnitDetails, vinsInStock } from './unit-checks';
import { insertUnit } from './unit-rows';
import type { UnitOnOffer } from './waitlist-notice';

interface CheckedRow {
  line: number;
  vin: string;
  errors: FieldError[];
  ready?: { input: StockUnitInput; unit: UnitOnOffer };
}

/** The column names a row's fields come from, for the errors (`variant_id`, not `variantId`). */
const columnOf: Record<string, string> = {
  vin: 'vin',
  country: 'country',
  variantId: 'variant_id',
  exteriorId: 'exterior_id',
  interiorId: 'interior_id',
  optionIds: 'option_ids',
  centreId: 'centre_id',
  buildDate: 'build_date',
  arrivalDate: 'arrival_date',
  estimatedDelivery: 'estimated_delivery',
};

/**
 * A CSV file of units (docs/back-office-stock.md "Import"): previewed without writing, then imported whole or not
 * at all. Each row is checked like the add form (the contract's `StockUnitInput`, then the catalogue and centres),
 * and its VIN must be new to stock and to the file.
 */
export function stockImportService(deps: StaffStockDeps) {
  async function checkFile(csv: string) {
    const { db } = deps;
    const parsed = parseCsv(csv);
    if (!parsed.ok)
      throw new AppError(400, 'InvalidInput', parsed.message, [{ field: 'csv', message: parsed.message }]);
    const missing = stockImportColumns.filter((column) => !parsed.columns.includes(column));
    if (missing.length > 0) {
      const message = `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`;
      throw new AppError(400, 'InvalidInput', message, [{ field: 'csv', message }]);
    }
    if (parsed.records.length === 0) {
      throw new AppError(400, 'InvalidInput', 'The file has no units.', [
        { field: 'csv', message: 'The file has no units.' },
      ]);
    }
    if (parsed.records.length > 2_000) {
      const message = 'At most 2,000 units per file.';
      throw new AppError(400, 'InvalidInput', message, [{ field: 'csv', message }]);
    }
    const seen = new Map<string, number>();
    const rows: CheckedRow[] = [];
    for (const { line, values } of parsed.records) {
      const fields = StockUnitInput.safeParse({
        vin: values.vin,
        country: values.country?.toUpperCase(),
        variantId: values.variant_id,
        exteriorId: values.exterior_id,
        interiorId: values.interior_id,
        optionIds: (values.option_ids ?? '').split(/[\s;]+/).filter(Boolean),
        centreId: values.centre_id || null,
        buildDate: values.build_date,
        arrivalDate: values.arrival_date,
        estimatedDelivery: values.estimated_delivery,
      });
      const vin = fields.success ? fields.data.vin : (values.vin ?? '').toUpperCase();
      if (!fields.success) {
        const errors = fields.error.issues.map((issue) => ({
          field: columnOf[String(issue.path[0])] ?? String(issue.path[0]),
          message: issue.message,
        }));
        rows.push({ line, vin, errors });
        continue;
      }
      const check = await checkUnitDetails(db, deps.catalogue, fields.data);
      const errors = check.problems.map((problem) => ({
        ...problem,
        field: columnOf[problem.field] ?? problem.field,
      }));
      const earlier = seen.get(vin);
      if (earlier) errors.push({ field: 'vin', message: `The VIN is also on line ${earlier}.` });
      seen.set(vin, line);
      rows.push({
        line,
        vin,
        errors,
        ...(check.unit ? { ready: { input: fields.data, unit: check.unit } } : {}),
      });
    }
    const existing = await vinsInStock(db, [...seen.keys()]);
    for (const row of rows) {
      if (existing.has(row.vin))
        row.errors.push({ field: 'vin', message: 'A unit with this VIN is already in stock.' });
    }
    return { columns: parsed.columns, rows };
  }

  const reply = (rows: CheckedRow[]) => rows.map(({ line, vin, errors }) => ({ line, vin, errors }));

  return {
    async preview(csv: string) {
      const { columns, rows } = await checkFile(csv);
      return { columns, rows: reply(rows) };
    },

    async import(csv: string, recordChange: RecordChange) {
      // Checked before the transaction (the catalogue may be read from the database, which on PGlite would wait
      // for it); the VINs are checked again inside, against units added meanwhile.
      const { rows } = await checkFile(csv);
      return deps.db.transaction(async (tx) => {
        const taken = await vinsInStock(
          tx,
          rows.map((row) => row.vin),
        );
        for (const row of rows) {
          if (taken.has(row.vin) && !row.errors.some((error) => error.field === 'vin')) {
            row.errors.push({ field: 'vin', message: 'A unit with this VIN is already in stock.' });
          }
        }
        const wrong = rows.filter((row) => row.errors.length > 0);
        if (wrong.length > 0) {
          const message = `${wrong.length} of ${rows.length} rows have errors: nothing was imported.`;
          throw new AppError(
            400,
            'InvalidInput',
            message,
            wrong.flatMap((row) =>
              row.errors.map((error) => ({
                field: `line ${row.line} ${error.field}`,
                message: error.message,
              })),
            ),
          );
        }
        let notified = 0;
        for (const row of rows) {
          const { input, unit } = row.ready!;
          notified += (await insertUnit(tx, input, unit, { recordChange, publicOrigin: deps.publicOrigin }))
            .notified;
        }
        return { added: rows.length, notified };
      });
    },
  };
}

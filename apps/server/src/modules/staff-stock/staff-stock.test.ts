import { StockUnitInput, saveInterest } from '@showroom/contract';
import { withCheckDigit } from '@showroom/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { testDatabaseKind } from '../../../test/support/test-db';
import { experienceCentres, outbox, stockUnits } from '../../db/schema';
import type { AppError } from '../../platform/http/app-error';
import { catalogueReads } from '../catalogue-reads/catalogue-reads';
import { seededConfiguration } from '../interest/interest-fixtures.test-support';
import type { StaffChange } from '../staff/staff-change';
import { stockImportService } from './stock-import.service';
import { staffStockService } from './stock-units.service';

/*
 * Issue 22, stock: staff add, edit and withdraw units and import a CSV file; a unit of a waitlisted configuration
 * emails each waitlist entry once (outbox key per entry), whatever adds the next one.
 */
let t: TestApp;
let configuration: Awaited<ReturnType<typeof seededConfiguration>>;
let centreId: string;
const changes: StaffChange[] = [];
const recordChange = async (_tx: unknown, change: StaffChange) => {
  changes.push(change);
};
const deps = () => ({
  db: t.database.db,
  catalogue: catalogueReads(t.database.db, { catalogue: () => undefined }, { now: () => new Date() }),
  publicOrigin: 'http://localhost:3000',
  clock: { now: () => new Date() },
});
const vin = (serial: number) => withCheckDigit(`1GYT0XRK0SZ${String(serial).padStart(6, '0')}`);
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => error,
  );

beforeAll(async () => {
  t = await createTestApp();
  configuration = await seededConfiguration(t);
  const [centre] = await t.database.db
    .select()
    .from(experienceCentres)
    .where(eq(experienceCentres.country, 'AU'));
  centreId = centre!.id;
});
afterAll(() => t.close());

const unit = (serial: number, changes: Partial<StockUnitInput> = {}): StockUnitInput => ({
  vin: vin(serial),
  country: 'AU',
  variantId: 'AU-LUX',
  exteriorId: configuration.exterior.exteriorID,
  interiorId: configuration.interior.interiorID,
  optionIds: [],
  centreId,
  buildDate: '2026-01-10',
  arrivalDate: '2026-03-01',
  estimatedDelivery: 'Estimated delivery: 2–4 weeks',
  ...changes,
});

async function joinWaitlist(email: string) {
  const response = await t.post(saveInterest.path, {
    interest: {
      Country: 'AU',
      State: 'VIC',
      ...configuration.names,
      Options: [],
      FirstName: 'Wren',
      LastName: 'Hale',
      Email: email,
      Mobile: '0412345678',
      CustomerType: 'Private',
      PrivacyStatement: true,
      InterestType: 'Waitlist',
      Source: 'Checkout',
    },
    ifCallYanaAPI: true,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const stockEmails = () =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, 'waitlist-stock-available'), like(outbox.dedupeKey, 'waitlist-stock:%')));

describe(`staff stock (${testDatabaseKind})`, () => {
  it('adds a unit and emails each waitlist entry of its configuration once', async () => {
    await joinWaitlist('wren.one@example.com');
    await joinWaitlist('wren.two@example.com');
    const service = staffStockService(deps());
    const added = await service.add(unit(900_001), recordChange);
    expect(added.notified).toBe(2);
    expect(added.unit).toMatchObject({
      vin: vin(900_001),
      status: 'available',
      variantName: 'Luxury',
      centreId,
    });
    expect(changes.at(-1)).toMatchObject({
      action: 'stock-unit-added',
      entityId: vin(900_001),
      before: null,
    });
    const emails = await stockEmails();
    expect(emails.map((email) => email.toAddress).sort()).toEqual([
      'wren.one@example.com',
      'wren.two@example.com',
    ]);
    expect(emails[0]!.subject).toBe('A LYRIQ matching your waitlist request is in stock');
    expect(emails[0]!.text).toContain(configuration.names.ExteriorName);

    // A second unit of the same configuration: nobody is emailed twice.
    expect((await service.add(unit(900_002), recordChange)).notified).toBe(0);
    expect(await stockEmails()).toHaveLength(2);
  });

  it('refuses a wrong check digit, an unknown paint, a centre of another market and a VIN already in stock', async () => {
    const service = staffStockService(deps());
    expect(
      await refused(service.add(unit(900_003, { exteriorId: 'NZ-LUX-SBM' }), recordChange)),
    ).toMatchObject({
      statusCode: 400,
      details: [{ field: 'exteriorId' }],
    });
    expect(await refused(service.add(unit(900_003, { centreId: 'nowhere' }), recordChange))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'centreId' }],
    });
    expect(await refused(service.add(unit(900_001), recordChange))).toMatchObject({
      statusCode: 409,
      details: [{ field: 'vin' }],
    });
    const bad = `${vin(900_003).slice(0, 8)}${vin(900_003)[8] === '0' ? '1' : '0'}${vin(900_003).slice(9)}`;
    const parsed = StockUnitInput.safeParse({ ...unit(900_003), vin: bad.toLowerCase() });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['vin'],
      message: `The check digit (9th character) of this VIN should be ${vin(900_003)[8]}.`,
    });
  });

  it('edits the details of a unit and withdraws only an available one, recording before and after', async () => {
    const service = staffStockService(deps());
    const edited = await service.edit(
      {
        vin: vin(900_002),
        centreId: null,
        buildDate: '2026-01-11',
        arrivalDate: '2026-04-01',
        estimatedDelivery: 'In transit',
        optionIds: [],
      },
      recordChange,
    );
    expect(edited.unit).toMatchObject({
      centreId: null,
      arrivalDate: '2026-04-01',
      estimatedDelivery: 'In transit',
    });
    expect(changes.at(-1)).toMatchObject({
      action: 'stock-unit-edited',
      before: expect.objectContaining({ locationCentreId: centreId }),
      after: expect.objectContaining({ locationCentreId: null }),
    });
    const withdrawn = await service.withdraw(
      { vin: vin(900_002), reason: 'Damaged in transit' },
      recordChange,
    );
    expect(withdrawn.unit.status).toBe('withdrawn');
    expect(
      await refused(service.withdraw({ vin: vin(900_002), reason: 'again' }, recordChange)),
    ).toMatchObject({ statusCode: 409 });
    expect(await refused(service.withdraw({ vin: vin(999_999), reason: 'x' }, recordChange))).toMatchObject({
      statusCode: 404,
    });

    const listed = await service.list({ country: 'AU', status: 'withdrawn', limit: 50 });
    expect(listed.units.map((row) => row.vin)).toContain(vin(900_002));
    const firstPage = await service.list({ country: 'AU', limit: 2 });
    const secondPage = await service.list({ country: 'AU', limit: 2, cursor: firstPage.nextCursor });
    expect(secondPage.units[0]!.vin > firstPage.units[1]!.vin).toBe(true);
    expect(await refused(service.list({ country: 'AU', limit: 2, cursor: 'forged' }))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'cursor' }],
    });
  });

  it('previews a CSV file with an error per row and imports it whole or not at all', async () => {
    const imports = stockImportService(deps());
    const header =
      'VIN,country,variant_id,exterior_id,interior_id,option_ids,centre_id,build_date,arrival_date,estimated_delivery';
    const line = (v: string, changes: Partial<Record<'country' | 'exterior' | 'date', string>> = {}) =>
      [
        v,
        changes.country ?? 'au',
        'AU-LUX',
        changes.exterior ?? configuration.exterior.exteriorID,
        configuration.interior.interiorID,
        '',
        centreId,
        changes.date ?? '2026-01-10',
        '2026-03-01',
        '"Estimated delivery: 2–4 weeks"',
      ].join(',');
    const wrongDigit = `${vin(900_010).slice(0, 8)}${vin(900_010)[8] === '0' ? '1' : '0'}${vin(900_010).slice(9)}`;
    const csv = [
      header,
      line(vin(900_011)),
      line(wrongDigit),
      line(vin(900_012), { exterior: 'AU-NOPE' }),
      line(vin(900_011)),
      line(vin(900_001)),
      line(vin(900_013), { date: '2026-02-30' }),
    ].join('\n');
    const preview = await imports.preview(csv);
    expect(preview.rows.map((row) => [row.line, row.errors.map((error) => error.field)])).toEqual([
      [2, []],
      [3, ['vin']],
      [4, ['exterior_id']],
      [5, ['vin']],
      [6, ['vin']],
      [7, ['build_date']],
    ]);
    expect(preview.rows[1]!.errors[0]!.message).toMatch(
      /check digit \(9th character\) of this VIN should be/,
    );
    const before = await t.database.db.select().from(stockUnits);
    const refusedImport = await refused(imports.import(csv, recordChange));
    expect(refusedImport).toMatchObject({ statusCode: 400 });
    expect((refusedImport as AppError).details).toContainEqual({
      field: 'line 4 exterior_id',
      message: expect.any(String),
    });
    expect(await t.database.db.select().from(stockUnits)).toHaveLength(before.length);

    const good = await imports.import(
      [header, line(vin(900_011)), line(vin(900_012))].join('\r\n'),
      recordChange,
    );
    expect(good).toEqual({ added: 2, notified: 0 });
    expect(await refused(imports.preview('vin,country\nX,AU'))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'csv' }],
    });
  });
});

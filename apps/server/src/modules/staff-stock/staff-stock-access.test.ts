import {
  addStockUnit,
  editStockUnit,
  importStock,
  listCataloguePrices,
  listStockUnits,
  previewStockImport,
  scheduleCataloguePrice,
  withdrawCataloguePrice,
  withdrawStockUnit,
} from '@showroom/contract';
import { withCheckDigit } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { expectRefused, expectStaffOnly } from '../../../test/support/staff-access';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';

/*
 * Issue 22 item 2 for the stock and price calls, over real HTTP with the embedded provider: a customer and nobody
 * get 403 on every call, a viewer reads but changes nothing, and each change is in the audit log with before and
 * after.
 */
let http: HttpApp;
beforeAll(async () => {
  http = await startHttpApp();
});
afterAll(async () => http?.close());

const vin = withCheckDigit('1GYT0XRK0SZ800001');
const newUnit = {
  vin,
  country: 'AU',
  variantId: oneInStock.VariantID,
  exteriorId: oneInStock.ExteriorID,
  interiorId: oneInStock.InteriorID,
  optionIds: [],
  centreId: null,
  buildDate: '2026-01-10',
  arrivalDate: '2026-06-01',
  estimatedDelivery: 'In transit',
};
const changing = [
  [addStockUnit.path, newUnit],
  [
    editStockUnit.path,
    {
      vin,
      centreId: null,
      buildDate: '2026-01-10',
      arrivalDate: '2026-06-02',
      estimatedDelivery: 'Soon',
      optionIds: [],
    },
  ],
  [withdrawStockUnit.path, { vin, reason: 'Test' }],
  [previewStockImport.path, { csv: 'vin\n' }],
  [importStock.path, { csv: 'vin\n' }],
  [
    scheduleCataloguePrice.path,
    { itemKind: 'exterior', itemId: oneInStock.ExteriorID, priceCents: 1, effectiveFrom: '2099-01-01' },
  ],
  [withdrawCataloguePrice.path, { id: '00000000-0000-4000-8000-000000000001' }],
] as const;
const reading = [
  [listStockUnits.path, { country: 'AU' }],
  [listCataloguePrices.path, { country: 'AU' }],
] as const;

describe('who may call the stock and price calls', () => {
  it('answers 403 to a customer and to nobody on every one', async () => {
    await expectStaffOnly(http, [...reading, ...changing], 'stock.buyer@x.example');
  });

  it('lets a viewer read and change nothing; sales change stock but not prices', async () => {
    const viewer = await staffBrowser(http, 'stock.viewer@shop.example', 'viewer');
    for (const [path, body] of reading) expect((await viewer.api(path, body)).status, path).toBe(200);
    await expectRefused(viewer, changing, 'StaffRoleRequired');
    const sales = await staffBrowser(http, 'stock.sales@shop.example', 'sales');
    expect((await sales.api(scheduleCataloguePrice.path, changing[5][1])).status).toBe(403);
    const wrongDigit = await sales.api(addStockUnit.path, {
      ...newUnit,
      vin: `${vin.slice(0, 8)}${vin[8] === '0' ? '1' : '0'}${vin.slice(9)}`,
    });
    expect(wrongDigit.status).toBe(400);
    expect(JSON.parse(wrongDigit.body).details).toEqual([
      { field: 'vin', message: expect.stringMatching(/check digit/) },
    ]);
  });

  it('records every change with its staff member, before and after', async () => {
    const sales = await staffBrowser(http, 'stock.clerk@shop.example', 'sales');
    expect((await sales.api(addStockUnit.path, newUnit)).status).toBe(200);
    expect((await sales.api(withdrawStockUnit.path, { vin, reason: 'Hail damage' })).status).toBe(200);
    const admin = await staffBrowser(http, 'stock.admin@shop.example', 'admin');
    const scheduled = await admin.api(scheduleCataloguePrice.path, changing[5][1]);
    expect(scheduled.status, scheduled.body).toBe(200);

    const log = dataOf((await admin.api('/api/staff/audit-log', { limit: 10 })).body).entries as {
      staffEmail: string;
      action: string;
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(log.find((entry) => entry.action === 'stock-unit-added')).toMatchObject({
      staffEmail: 'stock.clerk@shop.example',
      entityId: vin,
      before: null,
      after: expect.objectContaining({ vin, status: 'available' }),
    });
    expect(log.find((entry) => entry.action === 'stock-unit-withdrawn')).toMatchObject({
      before: expect.objectContaining({ status: 'available' }),
      after: expect.objectContaining({ status: 'withdrawn', reason: 'Hail damage' }),
    });
    expect(log.find((entry) => entry.action === 'price-scheduled')).toMatchObject({
      staffEmail: 'stock.admin@shop.example',
      entityId: oneInStock.ExteriorID,
      after: expect.objectContaining({ priceCents: 1, effectiveFrom: '2099-01-01' }),
    });
  });
});

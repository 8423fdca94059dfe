import {
  addOnRoadRate,
  changeFinanceOffer,
  changePromotion,
  checkOffers,
  createFinanceOffer,
  createPromotion,
  endFinanceOffer,
  endPromotion,
  getDriveawayCost,
  listOnRoadRates,
  listStaffOffers,
} from '@showroom/contract';
import { addDays } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { expectRefused, expectStaffOnly } from '../../../test/support/staff-access';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';
import { priceDayOf } from '../catalogue-reads/catalogue-reads';

/*
 * Issue 22 items 2 for the finance offer, promotion and on-road rate calls, over real HTTP with the embedded provider (the
 * shop's own clock): 403 for a customer and for nobody, a viewer reads and changes nothing, an admin's changes
 * are refused when one market's windows would overlap, reach check-offers and the drive-away price at once, and
 * are each in the audit log with before and after.
 */
let http: HttpApp;
beforeAll(async () => {
  http = await startHttpApp();
});
afterAll(async () => http?.close());

const today = priceDayOf('NZ', new Date());
const auToday = priceDayOf('AU', new Date());

const nzOffer = {
  country: 'NZ',
  orderFrom: addDays(today, 10),
  orderTo: addDays(today, 40),
  deliveryBy: addDays(today, 120),
  lenderName: 'Sample Lender New Zealand',
  terms: [{ months: 36, annualRateBp: 290 }],
  defaultTermMonths: 36,
  minimumDepositPercent: 15,
  buttonText: '2.9% summer finance',
  scrollText: '2.9% p.a. over 36 months with a 15% deposit.',
};
const incentive = {
  name: 'Sales Incentive Discount',
  country: 'AU',
  validFrom: auToday,
  validTo: addDays(auToday, 30),
  discountType: 'Vehicle',
  amountRule: 'FixedAmount',
  amountCents: 500_000,
  buttonText: '$5,000 off',
  scrollText: '$5,000 off every LYRIQ ordered this month.',
};

const tyreFee = {
  tableName: 'NZ tyre stewardship fee',
  effectiveFrom: addDays(today, 30),
  value: 700,
  sourceUrl: 'https://environment.govt.nz/what-government-is-doing/areas-of-work/waste/product-stewardship/',
  sourceText: 'NZ$7.00 + GST per tyre from next month.',
};

const changing = [
  [createFinanceOffer.path, nzOffer],
  [changeFinanceOffer.path, { offerId: 2, buttonText: 'x' }],
  [endFinanceOffer.path, { offerId: 2 }],
  [createPromotion.path, incentive],
  [changePromotion.path, { id: 'AU-ORC-SAMPLE', buttonText: 'x' }],
  [endPromotion.path, { id: 'AU-ORC-SAMPLE' }],
  [addOnRoadRate.path, tyreFee],
] as const;
const reading = [
  [listStaffOffers.path, { country: 'AU' }],
  [listOnRoadRates.path, { country: 'NZ' }],
] as const;

interface AuditEntry {
  staffEmail: string;
  action: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('who may call the offer calls', () => {
  it('answers 403 to a customer and to nobody on every one', async () => {
    await expectStaffOnly(http, [...reading, ...changing], 'offers.buyer@x.example');
  });

  it('lets a viewer read the offers and change nothing', async () => {
    const viewer = await staffBrowser(http, 'offers.viewer@shop.example', 'viewer');
    const listed = dataOf((await viewer.api(listStaffOffers.path, { country: 'AU' })).body);
    expect(listed.today).toBe(auToday);
    expect(listed.financeOffers.map((o: { offerId: number }) => o.offerId)).toEqual([1, 2]);
    expect(listed.promotions).toContainEqual(
      expect.objectContaining({ id: 'AU-ORC-SAMPLE', status: 'running', isSample: true }),
    );
    await expectRefused(viewer, changing, 'StaffRoleRequired');
    const sales = await staffBrowser(http, 'offers.sales@shop.example', 'sales');
    expect((await sales.api(createPromotion.path, incentive)).status).toBe(403);
    const after = dataOf((await viewer.api(listStaffOffers.path, { country: 'AU' })).body);
    expect(after).toEqual(listed);
  });

  it("refuses overlapping windows of one market with a 400 naming the field, and audits an admin's changes", async () => {
    const admin = await staffBrowser(http, 'offers.admin@shop.example', 'admin');
    const created = await admin.api(createFinanceOffer.path, nzOffer);
    expect(created.status, created.body).toBe(200);
    const offer = dataOf(created.body).financeOffer;
    expect(offer).toMatchObject({ country: 'NZ', status: 'scheduled', isSample: false });

    // Inside the new offer's window from its first day; from before it to inside it by its last day.
    const inside = await admin.api(createFinanceOffer.path, {
      ...nzOffer,
      orderFrom: addDays(today, 20),
      orderTo: addDays(today, 60),
    });
    expect(inside.status).toBe(400);
    expect(JSON.parse(inside.body).details[0]).toEqual({
      field: 'orderFrom',
      message: expect.stringContaining(`overlaps finance offer ${offer.offerId}`),
    });
    const across = await admin.api(createFinanceOffer.path, {
      ...nzOffer,
      orderFrom: addDays(today, 1),
      orderTo: addDays(today, 11),
    });
    expect(JSON.parse(across.body).details[0].field).toBe('orderTo');
    // The sample promotion runs today in Australia: a promotion from today overlaps it.
    const promotionOverlap = await admin.api(createPromotion.path, incentive);
    expect(promotionOverlap.status).toBe(400);
    expect(JSON.parse(promotionOverlap.body).details[0]).toEqual({
      field: 'validFrom',
      message: expect.stringContaining('AU-ORC-SAMPLE'),
    });
    const past = await admin.api(createPromotion.path, { ...incentive, validFrom: addDays(auToday, -1) });
    expect(JSON.parse(past.body).details[0].field).toBe('validFrom');
    const badRule = await admin.api(createPromotion.path, { ...incentive, amountRule: 'GstShare' });
    expect(JSON.parse(badRule.body).details[0].field).toBe('amountCents');
    const changedMarket = await admin.api(changeFinanceOffer.path, { offerId: offer.offerId, country: 'AU' });
    expect(JSON.parse(changedMarket.body).details[0].field).toBe('country');
    const ended = await admin.api(changeFinanceOffer.path, { offerId: 1, buttonText: 'Again' });
    expect(ended.status).toBe(409);

    const renamed = await admin.api(changeFinanceOffer.path, {
      offerId: offer.offerId,
      buttonText: '2.9% finance, summer',
    });
    expect(dataOf(renamed.body).financeOffer).toMatchObject({
      buttonText: '2.9% finance, summer',
      ppsrFeeCents: 0,
      source: 'Back office',
    });

    // Ending the running sample promotion takes its discount off the price at once; a new one from today applies.
    const quote = async () =>
      dataOf(
        (
          await admin.api(getDriveawayCost.path, {
            Country: 'AU',
            State: 'NSW',
            VariantID: 'AU-LUX',
            ExteriorID: 'AU-LUX-SWH',
            InteriorID: 'AU-LUX-JBI',
          })
        ).body,
      ).driveawayCostData;
    const promos = async (country: string) =>
      dataOf((await admin.api(checkOffers.path, { Country: country })).body) as { name: string }[];
    expect((await quote()).discounts).toEqual([expect.objectContaining({ discountType: 'OnRoadFees' })]);
    expect(await promos('AU')).toContainEqual(
      expect.objectContaining({ name: 'AU On Road Fees and NZ GST Discount' }),
    );
    const endedPromotion = await admin.api(endPromotion.path, { id: 'AU-ORC-SAMPLE' });
    expect(dataOf(endedPromotion.body).promotion).toMatchObject({
      validTo: addDays(auToday, -1),
      status: 'ended',
    });
    // At once: in this process on PGlite; on PostgreSQL when the commit's notification is heard, within milliseconds.
    const soon = { timeout: 2_000, interval: 20 };
    await expect.poll(async () => (await quote()).discounts, soon).toEqual([]);
    expect(await promos('AU')).not.toContainEqual(
      expect.objectContaining({ name: 'AU On Road Fees and NZ GST Discount' }),
    );
    const started = await admin.api(createPromotion.path, incentive);
    expect(started.status, started.body).toBe(200);
    await expect
      .poll(async () => (await quote()).discounts, soon)
      .toEqual([
        { discountType: 'Vehicle', discountName: 'Sales Incentive Discount', discountValue: 500_000 },
      ]);

    // A scheduled offer that ends is withdrawn; the card of a scheduled offer never showed.
    expect((await promos('NZ')).map((promo) => promo.name)).not.toContain('financeOffer');
    const withdrawn = await admin.api(endFinanceOffer.path, { offerId: offer.offerId });
    expect(dataOf(withdrawn.body).financeOffer).toBeNull();

    const log = dataOf((await admin.api('/api/staff/audit-log', { limit: 20 })).body).entries as AuditEntry[];
    const entry = (action: string) =>
      log.find((e) => e.action === action && e.staffEmail === 'offers.admin@shop.example');
    expect(entry('finance-offer-created')).toMatchObject({
      entityId: String(offer.offerId),
      before: null,
      after: expect.objectContaining({ buttonText: '2.9% summer finance' }),
    });
    expect(entry('finance-offer-changed')).toMatchObject({
      before: expect.objectContaining({ buttonText: '2.9% summer finance' }),
      after: expect.objectContaining({ buttonText: '2.9% finance, summer' }),
    });
    expect(entry('finance-offer-withdrawn')).toMatchObject({
      before: expect.objectContaining({ offerId: offer.offerId }),
      after: null,
    });
    expect(entry('promotion-ended')).toMatchObject({
      entityId: 'AU-ORC-SAMPLE',
      before: expect.objectContaining({ validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
      after: expect.objectContaining({ validTo: addDays(auToday, -1) }),
    });
    expect(entry('promotion-ended')?.before?.validTo).not.toBe(addDays(auToday, -1));
    expect(entry('promotion-created')).toMatchObject({
      before: null,
      after: expect.objectContaining(incentive),
    });

    // A rate row from a later day, with its source; the list shows it after the seeded row.
    const rate = await admin.api(addOnRoadRate.path, tyreFee);
    expect(rate.status, rate.body).toBe(200);
    const rates = dataOf((await admin.api(listOnRoadRates.path, { country: 'NZ' })).body).tables as {
      name: string;
      rows: { effectiveFrom: string; value: unknown; sourceText: string }[];
    }[];
    expect(rates.find((t) => t.name === tyreFee.tableName)?.rows.at(-1)).toMatchObject({
      effectiveFrom: tyreFee.effectiveFrom,
      value: 700,
      sourceText: tyreFee.sourceText,
    });
    const rateLog = dataOf((await admin.api('/api/staff/audit-log', { limit: 1 })).body)
      .entries as AuditEntry[];
    expect(rateLog[0]).toMatchObject({
      action: 'on-road-rate-added',
      entityId: tyreFee.tableName,
      before: expect.objectContaining({ value: 665 }),
      after: expect.objectContaining({ value: 700, sourceUrl: tyreFee.sourceUrl }),
    });
    // Refusals wrote nothing.
    expect(log.filter((e) => e.staffEmail === 'offers.admin@shop.example')).toHaveLength(5);
  });
});

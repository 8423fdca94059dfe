import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money';
import { priceDriveAway } from './price-drive-away';
import type { Promotion } from './promotion';
import { saleOf } from './test-inputs';

const window = { validFrom: '2025-09-01', validTo: '2026-06-30' } as const;
const auOnRoadAndLct: Promotion = {
  name: 'AU On Road Fees and NZ GST Discount',
  country: 'AU',
  ...window,
  discountType: 'OnRoadFees',
  amount: { rule: 'AllOnRoadFeesAndLuxuryCarTax' },
};
const nzGstOff: Promotion = {
  name: 'AU On Road Fees and NZ GST Discount',
  country: 'NZ',
  ...window,
  discountType: 'Vehicle',
  amount: { rule: 'GstShare' },
};
const salesIncentive = (amount: number): Promotion => ({
  name: 'Sales Incentive Discount',
  country: 'AU',
  ...window,
  discountType: 'Vehicle',
  amount: { rule: 'FixedAmount', amount: dollars(amount) },
});

describe('promotions', () => {
  it('"on-road costs and LCT" paid: the NSW drive-away price equals the list price', () => {
    const cost = priceDriveAway(saleOf(108_000, { promotions: [auOnRoadAndLct, nzGstOff] }));
    // The two-market promotion is named for the sale's own market (audit 002 #13).
    expect(cost.discounts).toEqual([
      {
        discountType: 'OnRoadFees',
        discountName: 'Australia On Road Fees Discount',
        discountValue: dollars(10_972.9),
      },
    ]);
    expect(cost.totalSaving).toBe(dollars(10_972.9));
    expect(cost.driveawayPrice).toBe(dollars(108_000));
    // The seller pays the charges; the lines, LCT and GST are unchanged.
    expect(cost.luxuryCarTax).toBe(dollars(4_983.9));
    expect(cost.gst).toBe(dollars(9_818.18));
  });

  it('New Zealand GST off: takes 3/23 of the subtotal, and GST is contained in the lower price', () => {
    const cost = priceDriveAway(
      saleOf(120_000, {
        country: 'NZ',
        state: undefined,
        pricingDate: '2025-10-01',
        promotions: [auOnRoadAndLct, nzGstOff],
      }),
    );
    expect(cost.discounts).toEqual([
      {
        discountType: 'Vehicle',
        discountName: 'New Zealand GST Discount',
        discountValue: dollars(15_652.17),
      },
    ]);
    expect(cost.gst).toBe(dollars(13_610.59));
    expect(cost.driveawayPrice).toBe(dollars(120_491.75 - 15_652.17));
  });

  it('a vehicle discount lowers the LCT value and GST; NSW duty stays on the undiscounted (market) value', () => {
    const cost = priceDriveAway(saleOf(108_000, { promotions: [salesIncentive(5_000)] }));
    expect(cost.basis.lctValue).toBe(dollars(103_000));
    expect(cost.luxuryCarTax).toBe(dollars(3_483.9));
    expect(cost.gst).toBe(dollars(9_363.64));
    expect(cost.basis.dutiableValue).toBe(dollars(112_983.9));
    expect(cost.localStampDuty).toBe(dollars(4_750));
    expect(cost.driveawayPrice).toBe(dollars(108_000 + 3_483.9 + 5_989 - 5_000));
  });

  it('keeps at most one discount of each type: the larger wins, ties keep the first listed', () => {
    const cost = priceDriveAway(
      saleOf(108_000, { promotions: [salesIncentive(1_000), salesIncentive(2_500), auOnRoadAndLct] }),
    );
    // The $2,500 vehicle discount also lowers the LCT by $750, and with it the on-road-and-LCT discount.
    expect(cost.discounts.map((discount) => discount.discountValue)).toEqual([
      dollars(2_500),
      dollars(10_222.9),
    ]);
    const tie: Promotion = { ...salesIncentive(1_000), name: 'Australia On Road Fees Discount' };
    expect(
      priceDriveAway(saleOf(108_000, { promotions: [salesIncentive(1_000), tie] })).discounts[0]
        ?.discountName,
    ).toBe('Sales Incentive Discount');
  });

  it('applies only in its market and window, both ends inclusive', () => {
    const on = (pricingDate: string) =>
      priceDriveAway(saleOf(108_000, { pricingDate, promotions: [salesIncentive(1_000)] })).totalSaving;
    expect(on('2025-08-31')).toBe(0);
    expect(on('2025-09-01')).toBe(dollars(1_000));
    expect(on('2026-06-30')).toBe(dollars(1_000));
    expect(on('2026-07-01')).toBe(0);
    const nz = saleOf(120_000, { country: 'NZ', state: undefined, promotions: [salesIncentive(1_000)] });
    expect(priceDriveAway(nz).discounts).toEqual([]);
  });

  it('never discounts more than it discounts, and lists no zero discount', () => {
    const huge = priceDriveAway(saleOf(108_000, { promotions: [salesIncentive(500_000)] }));
    expect(huge.totalSaving).toBe(dollars(108_000));
    expect(huge.luxuryCarTax).toBe(0);
    const fixedFees: Promotion = {
      ...auOnRoadAndLct,
      amount: { rule: 'FixedAmount', amount: dollars(50_000) },
    };
    const capped = priceDriveAway(saleOf(108_000, { promotions: [fixedFees] }));
    expect(capped.totalSaving).toBe(capped.onRoadFeeSubtotal);
    const nothing = priceDriveAway(saleOf(108_000, { promotions: [salesIncentive(0)] }));
    expect(nothing.discounts).toEqual([]);
  });

  it('can take off only the LCT, or only the on-road fees', () => {
    const lctOnly: Promotion = { ...auOnRoadAndLct, amount: { rule: 'LuxuryCarTax' } };
    expect(priceDriveAway(saleOf(108_000, { promotions: [lctOnly] })).totalSaving).toBe(dollars(4_983.9));
    const feesOnly: Promotion = { ...auOnRoadAndLct, amount: { rule: 'AllOnRoadFees' } };
    expect(priceDriveAway(saleOf(108_000, { promotions: [feesOnly] })).totalSaving).toBe(dollars(5_989));
  });
});

describe('home delivery', () => {
  const delivered = { deliveryOption: 'HomeDelivery', deliveryPrice: dollars(1_100) } as const;

  it('is part of the LCT value, the GST-inclusive supply and the delivered-price dutiable value (NSW)', () => {
    const cost = priceDriveAway(saleOf(108_000, delivered));
    expect(cost.homeDelivery).toBe(dollars(1_100));
    expect(cost.basis.lctValue).toBe(dollars(109_100));
    expect(cost.luxuryCarTax).toBe(dollars(5_313.9));
    expect(cost.gst).toBe(dollars(9_918.18));
    expect(cost.basis.dutiableValue).toBe(dollars(109_100 + 5_313.9));
    // Duty: $1,350 + $5 × 695 on $114,413.90.
    expect(cost.localStampDuty).toBe(dollars(4_825));
    expect(cost.driveawayPrice).toBe(dollars(109_100 + 5_313.9 + 4_825 + 649 + 546 + 44));
  });

  it('is not part of a list-price dutiable value (QLD, WA)', () => {
    for (const state of ['QLD', 'WA'] as const) {
      const cost = priceDriveAway(saleOf(108_000, { state, ...delivered }));
      expect(cost.basis.dutiableValue).toBe(dollars(112_983.9));
    }
  });

  it('costs nothing when the car is picked up, whatever delivery price is sent', () => {
    const cost = priceDriveAway(saleOf(108_000, { deliveryOption: 'Pickup', deliveryPrice: cents(99_999) }));
    expect(cost.homeDelivery).toBe(0);
    expect(cost.driveawayPrice).toBe(dollars(118_972.9));
  });
});

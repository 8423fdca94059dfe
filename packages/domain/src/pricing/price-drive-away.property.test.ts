import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { australianStateCodes } from '../market';
import { type Cents, cents, sumCents } from '../money';
import { selectRate } from './dated-rate';
import type { DriveAwayCost, DriveAwayInput } from './drive-away-types';
import { dutyOn } from './motor-vehicle-duty';
import { priceDriveAway } from './price-drive-away';
import { type Promotion, promotionNames } from './promotion';
import { australianRates } from './rates/australian-rates';

const dayMs = 86_400_000;
const isoDate = (from: string, to: string) =>
  fc
    .integer({ min: Date.parse(from) / dayMs, max: Date.parse(to) / dayMs })
    .map((day) => new Date(day * dayMs).toISOString().slice(0, 10));

const amount = (max: number) => fc.integer({ min: 0, max }).map(cents);

const promotion: fc.Arbitrary<Promotion> = fc
  .record({
    name: fc.constantFrom(...promotionNames),
    country: fc.constantFrom('AU' as const, 'NZ' as const),
    validFrom: isoDate('2025-01-01', '2027-12-31'),
    days: fc.integer({ min: 0, max: 400 }),
    fixed: amount(2_000_000),
    vehicle: fc.boolean(),
    rule: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ name, country, validFrom, days, fixed, vehicle, rule }) => {
    const validTo = new Date(Date.parse(validFrom) + days * dayMs).toISOString().slice(0, 10);
    const window = { name, country, validFrom, validTo };
    if (vehicle) {
      return {
        ...window,
        discountType: 'Vehicle',
        amount: rule % 2 === 0 ? { rule: 'FixedAmount', amount: fixed } : { rule: 'GstShare' },
      };
    }
    const amounts = [
      { rule: 'FixedAmount', amount: fixed },
      { rule: 'AllOnRoadFees' },
      { rule: 'LuxuryCarTax' },
      { rule: 'AllOnRoadFeesAndLuxuryCarTax' },
    ] as const;
    return { ...window, discountType: 'OnRoadFees', amount: amounts[rule]! };
  });

const location = fc.oneof(
  fc.record({
    country: fc.constant('AU' as const),
    state: fc.constantFrom(...australianStateCodes),
    pricingDate: isoDate('2025-07-01', '2028-06-30'),
  }),
  fc.record({
    country: fc.constant('NZ' as const),
    state: fc.constant(undefined),
    pricingDate: isoDate('2025-01-01', '2028-06-30'),
  }),
);

const input: fc.Arbitrary<DriveAwayInput> = fc
  .record({
    location,
    customerType: fc.constantFrom('Private' as const, 'Business' as const),
    variantPrice: fc.integer({ min: 3_000_000, max: 25_000_000 }).map(cents),
    exteriorPrice: amount(500_000),
    interiorPrice: amount(500_000),
    optionPrices: fc.array(amount(1_500_000), { maxLength: 5 }),
    deliveryOption: fc.constantFrom('Pickup' as const, 'HomeDelivery' as const),
    deliveryPrice: amount(500_000),
    promotions: fc.array(promotion, { maxLength: 4 }),
  })
  .map(({ location: where, ...rest }) => ({ ...where, ...rest }));

const moneyLines = (cost: DriveAwayCost): Cents[] => [
  cost.subTotal,
  cost.gst,
  cost.homeDelivery,
  cost.luxuryCarTax,
  cost.localStampDuty,
  cost.localRegistrationCost,
  cost.localCTP,
  cost.localPlateFee,
  cost.tyreStewardshipFee,
  cost.roadUserChargers,
  cost.onRoadFeeSubtotal,
  cost.totalSaving,
  cost.driveawayPrice,
  ...cost.discounts.map((discount) => discount.discountValue),
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('priceDriveAway properties', () => {
  it('drive-away = subtotal + home delivery + LCT + on-road fees − discounts; the subtotals add up', () => {
    fc.assert(
      fc.property(input, (sale) => {
        const cost = priceDriveAway(sale);
        expect(cost.subTotal).toBe(
          sumCents([sale.variantPrice, sale.exteriorPrice, sale.interiorPrice, ...sale.optionPrices]),
        );
        expect(cost.onRoadFeeSubtotal).toBe(
          cost.localStampDuty +
            cost.localRegistrationCost +
            cost.localCTP +
            cost.localPlateFee +
            cost.tyreStewardshipFee +
            cost.roadUserChargers,
        );
        expect(cost.totalSaving).toBe(sumCents(cost.discounts.map((discount) => discount.discountValue)));
        expect(cost.driveawayPrice).toBe(
          cost.subTotal + cost.homeDelivery + cost.luxuryCarTax + cost.onRoadFeeSubtotal - cost.totalSaving,
        );
      }),
    );
  });

  it('no line is negative and every amount is whole cents', () => {
    fc.assert(
      fc.property(input, (sale) => {
        for (const value of moneyLines(priceDriveAway(sale))) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('GST is 1/11 (AU) or 3/23 (NZ) of the GST-inclusive supply, within half a cent', () => {
    fc.assert(
      fc.property(input, (sale) => {
        const cost = priceDriveAway(sale);
        const vehicleDiscount =
          cost.discounts.find((discount) => discount.discountType === 'Vehicle')?.discountValue ?? 0;
        const supply = cost.subTotal + cost.homeDelivery - vehicleDiscount;
        expect(cost.basis.gstInclusiveSupply).toBe(supply);
        const exact = sale.country === 'AU' ? supply / 11 : (supply * 3) / 23;
        expect(Math.abs(cost.gst - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('discounts: at most one of each type, never more than what they discount', () => {
    fc.assert(
      fc.property(input, (sale) => {
        const cost = priceDriveAway(sale);
        const vehicle = cost.discounts.filter((discount) => discount.discountType === 'Vehicle');
        const onRoad = cost.discounts.filter((discount) => discount.discountType === 'OnRoadFees');
        expect(vehicle.length).toBeLessThanOrEqual(1);
        expect(onRoad.length).toBeLessThanOrEqual(1);
        if (vehicle[0]) expect(vehicle[0].discountValue).toBeLessThanOrEqual(cost.subTotal);
        if (onRoad[0])
          expect(onRoad[0].discountValue).toBeLessThanOrEqual(cost.onRoadFeeSubtotal + cost.luxuryCarTax);
        expect(cost.driveawayPrice).toBeGreaterThanOrEqual(cost.homeDelivery);
      }),
    );
  });

  it('each market has only its own lines', () => {
    fc.assert(
      fc.property(input, (sale) => {
        const cost = priceDriveAway(sale);
        if (sale.country === 'NZ') {
          expect([cost.luxuryCarTax, cost.localStampDuty, cost.localCTP, cost.localPlateFee]).toEqual([
            0, 0, 0, 0,
          ]);
          expect(cost.tyreStewardshipFee).toBeGreaterThan(0);
          expect(cost.roadUserChargers).toBeGreaterThan(0);
        } else {
          expect([cost.tyreStewardshipFee, cost.roadUserChargers]).toEqual([0, 0]);
          if (sale.pricingDate > '2026-06-30')
            expect(cost.estimates.map((e) => e.line)).toContain('luxuryCarTax');
        }
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(input, (sale) => {
        const frozen = deepFreeze(JSON.parse(JSON.stringify(sale)) as DriveAwayInput);
        expect(priceDriveAway(frozen)).toEqual(priceDriveAway(sale));
        expect(frozen).toEqual(sale);
      }),
    );
  });

  it('duty never falls as the price rises within a state', () => {
    fc.assert(
      fc.property(
        input.filter((sale) => sale.country === 'AU'),
        fc.integer({ min: 0, max: 5_000_000 }),
        (sale, rise) => {
          const lower = priceDriveAway({ ...sale, promotions: [] });
          const higher = priceDriveAway({
            ...sale,
            promotions: [],
            variantPrice: cents(sale.variantPrice + rise),
          });
          expect(higher.localStampDuty).toBeGreaterThanOrEqual(lower.localStampDuty);
          expect(higher.luxuryCarTax).toBeGreaterThanOrEqual(lower.luxuryCarTax);
        },
      ),
    );
  });

  it('duty moves by at most $12 per $1 of value, except at the documented steps (QLD $100,000; NT concession at $50,000)', () => {
    const schedules = Object.values(australianRates).flatMap((rates) =>
      rates.duty.rows.map((row) => ({
        state: rates.state,
        schedule: selectRate(rates.duty, row.effectiveFrom).value,
      })),
    );
    // Values anywhere, and values within $2 of a band edge, where a slip in a base amount would show.
    const edges = schedules.flatMap(({ schedule }) => [
      ...schedule.bands.map((band) => band.above),
      ...(schedule.concession ? [schedule.concession.forValuesUpTo] : []),
    ]);
    const value = fc.oneof(
      fc.integer({ min: 0, max: 30_000_000 }),
      fc
        .tuple(fc.constantFrom(...edges), fc.integer({ min: -200, max: 200 }))
        .map(([edge, offset]) => Math.max(0, edge + offset)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...schedules), value, ({ state, schedule }, value) => {
        const before = dutyOn(schedule, cents(value));
        const after = dutyOn(schedule, cents(value + 100));
        const crosses = (step: number) => value <= step && value + 100 > step;
        const qldStep = state === 'QLD' && crosses(10_000_000);
        const ntStep = schedule.concession !== null && crosses(schedule.concession.forValuesUpTo);
        expect(after).toBeGreaterThanOrEqual(before);
        if (!qldStep && !ntStep) expect(after - before).toBeLessThanOrEqual(1_200);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the QLD step is real: about $2,000 more duty one cent above $100,000', () => {
    const schedule = selectRate(australianRates.QLD.duty, '2026-03-02').value;
    expect(dutyOn(schedule, cents(10_000_001)) - dutyOn(schedule, cents(10_000_000))).toBe(200_400);
  });
});

import { cents, sumCents } from '../money';
import { priceAustralianCharges } from './australia';
import { chargeLines, type DriveAwayCost, type DriveAwayInput } from './drive-away-types';
import { findDriveAwayInputProblems } from './input-problems';
import type { MarketCharges } from './market-charges';
import { priceNewZealandCharges } from './new-zealand';
import {
  choosePromotion,
  type Discount,
  onRoadFeesDiscountValue,
  promotionNameIn,
  vehicleDiscountValue,
} from './promotion';
import { createRateLedger } from './rate-ledger';
import { auGstRate, nzGstRate } from './rates/gst';
import { gstContainedIn } from './tax';

/**
 * Prices a configuration drive-away: the vehicle, home delivery, luxury car tax, the government charges of the
 * state (or New Zealand) on the pricing date, and at most one vehicle and one on-road-fee promotion.
 * Pure: the same input always gives the same breakdown; nothing reads the clock.
 *
 * Rounding: every rule that yields a fraction of a cent is rounded once, to the nearest cent with halves away
 * from zero (`roundCents`); duty counts "per $100 or part" exactly and WA rounds its duty down to 5 c.
 *
 * Throws a RangeError for an input that `findDriveAwayInputProblems` rejects or a date before the rate tables
 * (1 Jul 2025 in Australia, 1 Jan 2025 in New Zealand).
 * @example
 * priceDriveAway({ country: 'AU', state: 'NSW', customerType: 'Private', variantPrice: cents(10_800_000),
 *   exteriorPrice: cents(0), interiorPrice: cents(0), optionPrices: [], deliveryOption: 'Pickup',
 *   deliveryPrice: cents(0), pricingDate: '2026-03-02', promotions: [] }).driveawayPrice
 * // 11_897_290: $108,000 + LCT $4,983.90 + duty $4,750 + registration $649 + CTP $546 + plates $44
 */
export function priceDriveAway(input: DriveAwayInput): DriveAwayCost {
  const problems = findDriveAwayInputProblems(input);
  if (problems.length > 0) {
    throw new RangeError(
      `Invalid drive-away input: ${problems.map((p) => `${p.field}: ${p.message}`).join(' ')}`,
    );
  }
  const { country, pricingDate: date, promotions } = input;
  const ledger = createRateLedger(date, input.rateBook);
  const subTotal = sumCents([
    input.variantPrice,
    input.exteriorPrice,
    input.interiorPrice,
    ...input.optionPrices,
  ]);
  const homeDelivery = input.deliveryOption === 'HomeDelivery' ? input.deliveryPrice : cents(0);
  const gstPercent = ledger.use('gst', country === 'AU' ? auGstRate : nzGstRate);

  const vehiclePromotion = choosePromotion(promotions, country, date, 'Vehicle', (p) =>
    vehicleDiscountValue(p.amount, subTotal, gstPercent),
  );
  const vehicleDiscount = vehiclePromotion?.value ?? cents(0);
  const gstInclusiveSupply = cents(subTotal + homeDelivery - vehicleDiscount);

  const charges: MarketCharges =
    country === 'AU'
      ? priceAustralianCharges({
          state: input.state!,
          customerType: input.customerType,
          subTotal,
          homeDelivery,
          vehicleDiscount,
          ledger,
        })
      : priceNewZealandCharges({ gstPercent, ledger });
  const { lctValue, dutiableValue, includedInRegistration, ...lines } = charges;
  const onRoadFeeSubtotal = sumCents([
    lines.localStampDuty,
    lines.localRegistrationCost,
    lines.localCTP,
    lines.localPlateFee,
    lines.tyreStewardshipFee,
    lines.roadUserChargers,
  ]);

  const onRoadPromotion = choosePromotion(promotions, country, date, 'OnRoadFees', (p) =>
    onRoadFeesDiscountValue(p.amount, onRoadFeeSubtotal, lines.luxuryCarTax),
  );
  const discounts: Discount[] = [];
  for (const chosen of [vehiclePromotion, onRoadPromotion]) {
    if (chosen && chosen.value > 0) {
      discounts.push({
        discountType: chosen.promotion.discountType,
        discountName: promotionNameIn(chosen.promotion.name, country),
        discountValue: chosen.value,
      });
    }
  }
  const totalSaving = sumCents(discounts.map((discount) => discount.discountValue));

  return {
    country,
    state: input.state ?? null,
    customerType: input.customerType,
    pricingDate: date,
    currency: country === 'AU' ? 'AUD' : 'NZD',
    subTotal,
    gst: gstContainedIn(gstInclusiveSupply, gstPercent),
    homeDelivery,
    ...lines,
    onRoadFeeSubtotal,
    discounts,
    totalSaving,
    driveawayPrice: cents(subTotal + homeDelivery + lines.luxuryCarTax + onRoadFeeSubtotal - totalSaving),
    includedInRegistration,
    basis: {
      lctValue,
      dutiableValue,
      gstInclusiveSupply,
    },
    estimates: ledger.estimates(['gst', ...chargeLines]),
    sources: ledger.sources(),
    location: {
      postcode: input.postcode ?? null,
      suburb: input.suburb ?? null,
      distanceKm: input.distanceKm ?? 0,
    },
  };
}

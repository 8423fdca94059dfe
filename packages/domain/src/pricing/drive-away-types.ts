import type { AustralianState, CountryCode } from '../market';
import type { Cents } from '../money';
import type { RateSource } from './dated-rate';
import type { IsoDate } from './iso-date';
import type { Discount, Promotion } from './promotion';
import type { RateBook } from './rate-book';

/**
 * Who registers the car (the request's RegistrationType). Some charges differ for a business.
 * @example customerTypes[0] // 'Private'
 */
export const customerTypes = ['Private', 'Business'] as const;
export type CustomerType = (typeof customerTypes)[number];

/**
 * How the buyer receives the car (spec 000 section 3). Pick up means no delivery charge.
 * @example deliveryOptions[1] // 'HomeDelivery'
 */
export const deliveryOptions = ['Pickup', 'HomeDelivery'] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];

/**
 * The government charges and taxes of a breakdown, by their response field name (the spec spells road user
 * charges `roadUserChargers`).
 * @example chargeLines.includes('localStampDuty') // true
 */
export const chargeLines = [
  'luxuryCarTax',
  'localStampDuty',
  'localRegistrationCost',
  'localCTP',
  'localPlateFee',
  'tyreStewardshipFee',
  'roadUserChargers',
] as const;
export type ChargeLine = (typeof chargeLines)[number];

/**
 * A line whose figure comes from a rate table: the charges, and the GST (from the GST rate table).
 * @example const line: PricedLine = 'gst';
 */
export type PricedLine = 'gst' | ChargeLine;

/**
 * Everything the engine needs to price one configuration. All money is GST-inclusive integer cents, in the
 * market's currency (AUD or NZD).
 * @example
 * const input: DriveAwayInput = {
 *   country: 'AU', state: 'NSW', customerType: 'Private',
 *   variantPrice: cents(10_800_000), exteriorPrice: cents(0), interiorPrice: cents(0), optionPrices: [],
 *   deliveryOption: 'Pickup', deliveryPrice: cents(0),
 *   pricingDate: '2026-03-02', promotions: [],
 * };
 * priceDriveAway(input).driveawayPrice // 11_897_290 ($118,972.90: research worked example 3.1)
 */
export interface DriveAwayInput {
  readonly country: CountryCode;
  /** The Australian state or territory of registration; must be absent for New Zealand. */
  readonly state?: AustralianState | undefined;
  readonly customerType: CustomerType;
  /** GST-inclusive variant price before luxury car tax and on-road costs (dealer delivery included). */
  readonly variantPrice: Cents;
  readonly exteriorPrice: Cents;
  readonly interiorPrice: Cents;
  /** Accessories and charging options, each GST-inclusive. */
  readonly optionPrices: readonly Cents[];
  readonly deliveryOption: DeliveryOption;
  /** GST-inclusive home delivery charge; only counted when `deliveryOption` is 'HomeDelivery'. */
  readonly deliveryPrice: Cents;
  /**
   * Delivery distance, postcode and suburb are carried through for the response and the disclaimer. The
   * research prices registration and CTP for the capital-city metro area only, so they do not change rates.
   */
  readonly distanceKm?: number | undefined;
  readonly postcode?: string | undefined;
  readonly suburb?: string | undefined;
  /** The local date in the market's time zone (`localDate(now, timeZoneOf(country, state))`). */
  readonly pricingDate: IsoDate;
  /** Promotions on offer; the engine keeps those of the market that run on the pricing date. */
  readonly promotions: readonly Promotion[];
  /** The on-road rate rows the shop keeps (rate-book.ts); without it, the rows written in code. */
  readonly rateBook?: RateBook | undefined;
}

/**
 * Why one line is an estimate.
 * @example { line: 'localCTP', reasons: ['NSW CTP (private): statewide average green slip at June 2024 …'] }
 */
export interface LineEstimate {
  readonly line: PricedLine;
  readonly reasons: readonly string[];
}

/**
 * A rate row that priced a line.
 * @example { line: 'luxuryCarTax', table: 'LCT threshold (fuel-efficient)', effectiveFrom: '2025-07-01', … }
 */
export interface LineSource extends RateSource {
  readonly line: PricedLine;
}

/**
 * The itemised drive-away price: the money fields of the spec's drive-away cost response, in integer cents,
 * plus what the summary needs to be honest about them.
 *
 * - `driveawayPrice = subTotal + homeDelivery + luxuryCarTax + onRoadFeeSubtotal − totalSaving`;
 * - `onRoadFeeSubtotal = localStampDuty + localRegistrationCost + localCTP + localPlateFee +
 *   tyreStewardshipFee + roadUserChargers` (the government charges; LCT and delivery are shown apart);
 * - `gst` is contained in `subTotal + homeDelivery − vehicle discount` (the seller's GST-inclusive supply),
 *   never added on top; LCT and government charges carry no GST of the seller.
 * @example
 * // NSW, $108,000 variant, picked up, no promotion, 2 Mar 2026:
 * // { subTotal: 10_800_000, gst: 981_818, homeDelivery: 0, luxuryCarTax: 498_390, localStampDuty: 475_000,
 * //   localRegistrationCost: 64_900, localCTP: 54_600, localPlateFee: 4_400, tyreStewardshipFee: 0,
 * //   roadUserChargers: 0, onRoadFeeSubtotal: 598_900, discounts: [], totalSaving: 0,
 * //   driveawayPrice: 11_897_290, … }
 */
export interface DriveAwayCost {
  readonly country: CountryCode;
  readonly state: AustralianState | null;
  readonly customerType: CustomerType;
  readonly pricingDate: IsoDate;
  readonly currency: 'AUD' | 'NZD';
  /** Variant + exterior + interior + options, GST-inclusive, before LCT and discounts. */
  readonly subTotal: Cents;
  /** GST contained in the seller's GST-inclusive supply (see above). */
  readonly gst: Cents;
  readonly homeDelivery: Cents;
  readonly luxuryCarTax: Cents;
  readonly localStampDuty: Cents;
  readonly localRegistrationCost: Cents;
  readonly localCTP: Cents;
  readonly localPlateFee: Cents;
  readonly tyreStewardshipFee: Cents;
  readonly roadUserChargers: Cents;
  readonly onRoadFeeSubtotal: Cents;
  /** At most one discount of each type. */
  readonly discounts: readonly Discount[];
  readonly totalSaving: Cents;
  readonly driveawayPrice: Cents;
  /** Lines shown as "included" because the registration figure already contains them (VIC, SA, TAS, NZ). */
  readonly includedInRegistration: readonly ('localCTP' | 'localPlateFee')[];
  /** The values the taxes were computed on: LCT value, dutiable value, GST-inclusive supply. */
  readonly basis: {
    readonly lctValue: Cents;
    readonly dutiableValue: Cents;
    readonly gstInclusiveSupply: Cents;
  };
  /** Lines whose figure is uncertain or carried forward, with the reasons; empty when every line is firm. */
  readonly estimates: readonly LineEstimate[];
  /** Every rate row used, by line. */
  readonly sources: readonly LineSource[];
  readonly location: {
    readonly postcode: string | null;
    readonly suburb: string | null;
    readonly distanceKm: number;
  };
}

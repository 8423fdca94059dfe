import { type Cents, cents, roundCents } from '../money';
import { ceilDiv, floorDiv } from './whole-number';

/**
 * What a state's duty is levied on, besides GST and the luxury car tax that every state includes:
 * - `DeliveredPrice`: the price of the delivered car before any price discount (NSW, VIC, SA, TAS, ACT, NT —
 *   these tax the consideration or the market value, whichever is greater; see docs/pricing.md);
 * - `ListPrice`: the list price with factory options only (QLD: list price + optional equipment, discounts
 *   ignored; WA: the manufacturer's recommended retail price).
 * @example const basis: DutiableValueBasis = 'ListPrice';
 */
export type DutiableValueBasis = 'DeliveredPrice' | 'ListPrice';

/**
 * How a band charges: a whole amount per unit "or part" of a unit, a percentage, or WA's sliding
 * percentage R = start + (value − band start) / amount per point.
 * @example const nsw: DutyRate = { kind: 'PerUnitOrPart', amount: cents(500), unit: cents(10_000) }; // $5 per $100 or part
 * @example const wa: DutyRate = { kind: 'Percent', basisPoints: 650 }; // 6.5 %
 */
export type DutyRate =
  | { readonly kind: 'PerUnitOrPart'; readonly amount: Cents; readonly unit: Cents }
  | { readonly kind: 'Percent'; readonly basisPoints: number }
  | {
      readonly kind: 'SlidingPercent';
      readonly startBasisPoints: number;
      readonly centsPerPercentagePoint: number;
    };

/**
 * One band of a duty schedule: it applies to a dutiable value above `above` (exclusive) and charges `base`
 * plus its rate on the excess over `above` or on the whole value.
 * @example
 * // NSW: $1,350 + $5 per $100 or part over $45,000
 * const band: DutyBand = { above: cents(4_500_000), base: cents(135_000), appliesTo: 'Excess',
 *   rate: { kind: 'PerUnitOrPart', amount: cents(500), unit: cents(10_000) } };
 */
export interface DutyBand {
  readonly above: Cents;
  readonly base: Cents;
  readonly rate: DutyRate;
  readonly appliesTo: 'Excess' | 'WholeValue';
}

/**
 * A state's motor vehicle duty for a new passenger battery-electric vehicle.
 * @example
 * const vicGreenCar: DutySchedule = { basis: 'DeliveredPrice', rounding: 'NearestCent', concession: null,
 *   bands: [{ above: cents(0), base: cents(0), appliesTo: 'WholeValue',
 *     rate: { kind: 'PerUnitOrPart', amount: cents(840), unit: cents(20_000) } }] };
 */
export interface DutySchedule {
  readonly basis: DutiableValueBasis;
  /** Ascending by `above`. No bands means no duty (an exemption). */
  readonly bands: readonly DutyBand[];
  /** How a fractional-cent percentage is settled: our policy (nearest cent) or WA's "rounded down to 5 c". */
  readonly rounding: 'NearestCent' | 'DownTo5Cents';
  /** A reduction of up to `amount`, only for a dutiable value of at most `forValuesUpTo` (NT's EV concession). */
  readonly concession: { readonly amount: Cents; readonly forValuesUpTo: Cents } | null;
}

/**
 * The duty on a dutiable value under a schedule. Unit counts are exact ("per $100 or part" counts a part as a
 * whole unit); a percentage is rounded once, as the schedule says.
 * @example dutyOn(nswSchedule, cents(11_298_390)) // 475_000: $1,350 + $5 × 680
 * @example dutyOn(vicGreenCarSchedule, cents(11_298_390)) // 474_600: $8.40 × 565
 */
export function dutyOn(schedule: DutySchedule, dutiableValue: Cents): Cents {
  let band: DutyBand | undefined;
  for (const candidate of schedule.bands) {
    if (dutiableValue > candidate.above) band = candidate;
  }
  if (!band) return cents(0);
  const measured = band.appliesTo === 'Excess' ? dutiableValue - band.above : dutiableValue;
  const duty = band.base + bandAmount(band, measured, dutiableValue, schedule.rounding);
  const concession = schedule.concession;
  if (concession && dutiableValue <= concession.forValuesUpTo) {
    return cents(Math.max(0, duty - concession.amount));
  }
  return cents(duty);
}

function bandAmount(
  band: DutyBand,
  measured: number,
  dutiableValue: number,
  rounding: DutySchedule['rounding'],
) {
  const rate = band.rate;
  if (rate.kind === 'PerUnitOrPart') return ceilDiv(measured, rate.unit) * rate.amount;
  // A percentage as an exact fraction numerator / denominator of cents, settled once below.
  let numerator: number;
  let denominator: number;
  if (rate.kind === 'Percent') {
    numerator = measured * rate.basisPoints;
    denominator = 10_000;
  } else {
    // R (in basis points) = start + 100 × (value − band start) / cents per percentage point.
    numerator =
      measured * (rate.startBasisPoints * rate.centsPerPercentagePoint + 100 * (dutiableValue - band.above));
    denominator = 10_000 * rate.centsPerPercentagePoint;
  }
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`Duty arithmetic overflow at ${dutiableValue}`);
  return rounding === 'DownTo5Cents'
    ? floorDiv(numerator, denominator * 5) * 5
    : roundCents(numerator / denominator);
}

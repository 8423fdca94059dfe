import { type Cents, cents, roundCents } from '../money';

/**
 * The GST contained in a GST-inclusive amount: amount × rate / (100 + rate), rounded once to the cent.
 * That is one eleventh at Australia's 10 % and three twenty-thirds at New Zealand's 15 %.
 * @example gstContainedIn(cents(10_800_000), 10) // 981_818 ($9,818.18)
 * @example gstContainedIn(cents(12_000_000), 15) // 1_565_217 ($15,652.17)
 */
export function gstContainedIn(amount: Cents, ratePercent: number): Cents {
  return roundCents((amount * ratePercent) / (100 + ratePercent));
}

/**
 * A fee published without GST, with GST added: amount × (100 + rate) / 100, rounded once to the cent.
 * @example withGst(cents(1_953), 15) // 2_246 (NZ clean vehicle fee $19.53 + GST = $22.46)
 */
export function withGst(amountExcludingGst: Cents, ratePercent: number): Cents {
  return roundCents((amountExcludingGst * (100 + ratePercent)) / 100);
}

/**
 * Luxury car tax on a sale by the ATO formula: (LCT value − threshold) × 10/11 × rate, never negative,
 * rounded once to the cent. The LCT value is GST-inclusive, so 10/11 takes the GST out of the excess;
 * at 33 % the formula is exactly 0.3 × the excess.
 * @example luxuryCarTaxOn(cents(10_800_000), cents(9_138_700), 33) // 498_390 ($4,983.90)
 * @example luxuryCarTaxOn(cents(9_000_000), cents(9_138_700), 33) // 0
 */
export function luxuryCarTaxOn(lctValue: Cents, threshold: Cents, ratePercent: number): Cents {
  const excess = lctValue - threshold;
  if (excess <= 0) return cents(0);
  return roundCents((excess * 10 * ratePercent) / (11 * 100));
}

import type { Cents } from '../money';

/**
 * The taxes and government charges of one market, every line present (zero where the market has none), with
 * the values the taxes were computed on.
 * @example { luxuryCarTax: 498_390, localStampDuty: 475_000, …, tyreStewardshipFee: 0, roadUserChargers: 0 }
 */
export interface MarketCharges {
  readonly luxuryCarTax: Cents;
  readonly localStampDuty: Cents;
  readonly localRegistrationCost: Cents;
  readonly localCTP: Cents;
  readonly localPlateFee: Cents;
  readonly tyreStewardshipFee: Cents;
  readonly roadUserChargers: Cents;
  /** The value LCT was computed on (zero where there is no LCT). */
  readonly lctValue: Cents;
  /** The value duty was computed on (zero where there is no duty). */
  readonly dutiableValue: Cents;
  readonly includedInRegistration: readonly ('localCTP' | 'localPlateFee')[];
}

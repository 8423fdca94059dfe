import type { AustralianState } from '../market';
import { type Cents, cents, sumCents } from '../money';
import type { CustomerType } from './drive-away-types';
import type { MarketCharges } from './market-charges';
import { dutyOn } from './motor-vehicle-duty';
import type { RateLedger } from './rate-ledger';
import { australianRates } from './rates/australian-rates';
import { lctRate, lctThresholdFuelEfficient } from './rates/lct';
import { luxuryCarTaxOn } from './tax';

/**
 * LCT, duty, 12 months' registration, CTP and plates for a new LYRIQ registered in `state`.
 *
 * - LCT value = subtotal + home delivery − vehicle discount: the GST-inclusive price of the delivered car
 *   (the ATO includes dealer delivery; a price reduction reduces the price).
 * - Dutiable value = the state's basis (delivered price before discounts, or list price) + the LCT on it.
 * @example
 * priceAustralianCharges({ state: 'NSW', customerType: 'Private', subTotal: cents(10_800_000),
 *   homeDelivery: cents(0), vehicleDiscount: cents(0), ledger: createRateLedger('2026-03-02') })
 * // { luxuryCarTax: 498_390, localStampDuty: 475_000, localRegistrationCost: 64_900, localCTP: 54_600,
 * //   localPlateFee: 4_400, tyreStewardshipFee: 0, roadUserChargers: 0, lctValue: 10_800_000, dutiableValue: 11_298_390, includedInRegistration: [] }
 */
export function priceAustralianCharges(sale: {
  readonly state: AustralianState;
  readonly customerType: CustomerType;
  readonly subTotal: Cents;
  readonly homeDelivery: Cents;
  readonly vehicleDiscount: Cents;
  readonly ledger: RateLedger;
}): MarketCharges {
  const { ledger, customerType } = sale;
  const rates = australianRates[sale.state];

  const lctPercent = ledger.use('luxuryCarTax', lctRate);
  const threshold = ledger.use('luxuryCarTax', lctThresholdFuelEfficient);
  const lctOn = (value: Cents) => luxuryCarTaxOn(value, threshold, lctPercent);
  const lctValue = cents(sale.subTotal + sale.homeDelivery - sale.vehicleDiscount);

  const schedule = ledger.use('localStampDuty', rates.duty);
  const dutyBase = schedule.basis === 'ListPrice' ? sale.subTotal : cents(sale.subTotal + sale.homeDelivery);
  const lctInDutiableValue = lctOn(dutyBase);
  if (lctInDutiableValue > 0 && ledger.isEstimate('luxuryCarTax')) {
    ledger.note('localStampDuty', ['The dutiable value includes the luxury car tax, which is an estimate.']);
  }
  const dutiableValue = cents(dutyBase + lctInDutiableValue);

  const registration = ledger.use('localRegistrationCost', rates.registration[customerType]);
  const included: ('localCTP' | 'localPlateFee')[] = [];
  let localCTP = cents(0);
  if (rates.ctp === 'IncludedInRegistration') included.push('localCTP');
  else localCTP = ledger.use('localCTP', rates.ctp[customerType]);
  let localPlateFee = cents(0);
  if (rates.plates === 'IncludedInRegistration') included.push('localPlateFee');
  else localPlateFee = ledger.use('localPlateFee', rates.plates);

  return {
    luxuryCarTax: lctOn(lctValue),
    localStampDuty: dutyOn(schedule, dutiableValue),
    localRegistrationCost: sumCents(registration.map((component) => component.amount)),
    localCTP,
    localPlateFee,
    tyreStewardshipFee: cents(0),
    roadUserChargers: cents(0),
    lctValue,
    dutiableValue,
    includedInRegistration: included,
  };
}

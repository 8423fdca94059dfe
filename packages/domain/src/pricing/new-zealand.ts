import { cents, sumCents } from '../money';
import type { MarketCharges } from './market-charges';
import type { RateLedger } from './rate-ledger';
import {
  nzCleanVehicleFee,
  nzRegistration,
  nzRoadUserCharges,
  nzTyreFeePerTyre,
  rucThousandsOfKm,
  tyresPerCar,
} from './rates/nz';
import { withGst } from './tax';

/**
 * New Zealand charges: no stamp duty, LCT or separate CTP (the ACC levy is in the licence); plates are in the
 * registration fee. First registration with plates and a 12-month licence (ACC levy included) plus the clean vehicle fee with GST;
 * the tyre stewardship fee for five tyres with GST; a 1,000 km road user charges licence with the admin fee.
 * @example
 * priceNewZealandCharges({ gstPercent: 15, ledger: createRateLedger('2025-10-01') })
 * // { localRegistrationCost: 36_507 (342.61 + 22.46), tyreStewardshipFee: 3_824, roadUserChargers: 8_844, … }
 */
export function priceNewZealandCharges(sale: {
  readonly gstPercent: number;
  readonly ledger: RateLedger;
}): MarketCharges {
  const { ledger, gstPercent } = sale;
  const registration = ledger.use('localRegistrationCost', nzRegistration);
  const cleanVehicleFee = withGst(ledger.use('localRegistrationCost', nzCleanVehicleFee), gstPercent);
  const tyreFee = ledger.use('tyreStewardshipFee', nzTyreFeePerTyre);
  const ruc = ledger.use('roadUserChargers', nzRoadUserCharges);
  return {
    luxuryCarTax: cents(0),
    localStampDuty: cents(0),
    localRegistrationCost: sumCents([...registration.map((component) => component.amount), cleanVehicleFee]),
    tyreStewardshipFee: withGst(cents(tyreFee * tyresPerCar), gstPercent),
    roadUserChargers: cents(ruc.per1000Km * rucThousandsOfKm + ruc.adminFee),
    localCTP: cents(0),
    localPlateFee: cents(0),
    lctValue: cents(0),
    dutiableValue: cents(0),
    includedInRegistration: ['localPlateFee'],
  };
}

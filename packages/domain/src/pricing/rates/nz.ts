import { type Cents, cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import { withGst } from '../tax';
import type { FeeComponent } from './state-rates';

const registrationFees = 'https://nzta2.cwp.govt.nz/vehicles/licensing-rego/vehicle-fees/registration-fees';

/*
 * First registration of a private passenger electric vehicle with standard plates, a 12-month licence, the ACC
 * levy, the $14.38 admin fee and GST: NZ$265.61 for licences from 1 Jan 2025. From 1 Jul 2025 the ACC levy for
 * battery EVs moved from the reduced class ($42.09) to the diesel/electric class ($109.05), both excluding GST;
 * NZTA's table does not show that yet, so the figure is derived: 265.61 + (109.05 − 42.09) × 1.15 = 342.61.
 * The annual licence for "diesel or electric" ($212.84 vs petrol $144.22, a gap of (109.05 − 49.38) × 1.15)
 * confirms the 2025/26 levies. A further $25 licence fee rise from Jan 2026 was only proposed (not confirmed).
 */
const firstRegistration2025 = dollars(265.61);
const accLevyRise = withGst(cents(dollars(109.05) - dollars(42.09)), 15);

/**
 * NZ first registration, plates and 12-month licence incl. ACC levy, for a private passenger EV.
 * @example selectRate(nzRegistration, '2025-10-01').value[0].amount // 34_261
 */
export const nzRegistration: RateTable<readonly FeeComponent[]> = {
  name: 'NZ first registration and licence incl. ACC levy and plates',
  rows: [
    {
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-06-30',
      sourceUrl: registrationFees,
      estimate: null,
      value: [
        { label: 'First registration, plates, 12-month licence and ACC levy', amount: firstRegistration2025 },
      ],
    },
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://shapeyouracc.co.nz/have-your-say/remove-lower-levies-for-ev-and-phev',
      estimate:
        "Derived: NZTA's 1 Jan 2025 figure ($265.61) plus the 1 Jul 2025 rise of the battery-EV ACC levy " +
        '($109.05 − $42.09 + GST); a licence fee rise from Jan 2026 was proposed but not confirmed.',
      value: [
        {
          label: 'First registration, plates, 12-month licence and ACC levy',
          amount: cents(firstRegistration2025 + accLevyRise),
        },
      ],
    },
  ],
};

/**
 * Clean Vehicle Standard cost-recovery fee at the first registration of a Type A/B vehicle, excluding GST
 * (none before 1 Jul 2025). Part of the registration line.
 * @example selectRate(nzCleanVehicleFee, '2025-10-01').value // 1_953
 */
export const nzCleanVehicleFee: RateTable<Cents> = {
  name: 'NZ clean vehicle standard fee',
  rows: [
    {
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-06-30',
      sourceUrl: 'https://demo.legislation.govt.nz/Regulations/2022/285/096be8ed81f653a2/LMS1436750',
      estimate: null,
      value: dollars(0),
    },
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: null,
      sourceUrl: 'https://demo.legislation.govt.nz/Regulations/2022/285/096be8ed81f653a2/LMS1436750',
      estimate: null,
      value: dollars(19.53),
    },
  ],
};

/**
 * Tyrewise stewardship fee per tyre for a passenger car, excluding GST; a car pays for five (four and a spare).
 * @example selectRate(nzTyreFeePerTyre, '2025-10-01').value // 665
 */
export const nzTyreFeePerTyre: RateTable<Cents> = {
  name: 'NZ tyre stewardship fee',
  rows: [
    {
      effectiveFrom: '2024-03-01',
      effectiveTo: null,
      sourceUrl: 'https://aa.co.nz/cars/owners/tyres/tyrewise',
      estimate: null,
      value: dollars(6.65),
    },
  ],
};

/** Tyres a passenger car pays the stewardship fee on. @example tyresPerCar // 5 */
export const tyresPerCar = 5;

/**
 * Road user charges for a light EV: the GST-inclusive price of 1,000 km and the online admin fee per purchase.
 * An EV sold on or after 1 Apr 2024 must carry a valid RUC licence, so the buyer gets the first 1,000 km.
 * @example selectRate(nzRoadUserCharges, '2025-10-01').value // { per1000Km: 7_600, adminFee: 1_244 }
 */
export const nzRoadUserCharges: RateTable<{ readonly per1000Km: Cents; readonly adminFee: Cents }> = {
  name: 'NZ road user charges (light EV)',
  rows: [
    {
      // The $12.44 online admin fee is from the Jan 2024 announcement ($13.71 at an agent).
      effectiveFrom: '2024-04-01',
      effectiveTo: null,
      sourceUrl:
        'https://www.drivencarguide.co.nz/news/1000-year-to-drive-your-ev-road-user-charges-for-electric-vehicles-from-april-1/',
      estimate: null,
      value: { per1000Km: dollars(76), adminFee: dollars(12.44) },
    },
  ],
};

/** The first RUC licence bought with the car, in thousands of km. @example rucThousandsOfKm // 1 */
export const rucThousandsOfKm = 1;

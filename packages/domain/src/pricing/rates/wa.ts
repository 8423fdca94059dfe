import { type Cents, cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { ceilDiv } from '../whole-number';
import type { FeeComponent, StateRates } from './state-rates';
import { assumedTareKg } from './vehicle-assumptions';

/**
 * WA vehicle licence fee for a motor car: a rate per 100 kg of tare, the tare rounded up to the next 100 kg.
 * @example waLicenceByTare(2_300, cents(2_756)) // 63_388 ($633.88 = 23 × $27.56)
 */
export function waLicenceByTare(tareKg: number, per100Kg: Cents): Cents {
  return cents(ceilDiv(tareKg, 100) * per100Kg);
}

const waRegistration: RateTable<readonly FeeComponent[]> = {
  name: 'WA vehicle licence and recording fee',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl:
        'http://transport.wa.gov.au/licensing/how-to-calculate-your-vehicle-licence-fee-light-vehicle-table.asp',
      estimate:
        'Licence fee $27.56 per 100 kg tare + $6.60 flat fee are the 2024-25 rates and the $10.30 recording fee ' +
        'is 2023-24 (2025-26 not found; fees reportedly rose about 3 % from 1 Jul 2025). Tare assumed 2,300 kg.',
      value: [
        {
          label: 'Vehicle licence fee (per 100 kg tare)',
          amount: waLicenceByTare(assumedTareKg, dollars(27.56)),
        },
        { label: 'Prescribed flat fee (12 months)', amount: dollars(6.6) },
        { label: 'Recording fee', amount: dollars(10.3) },
      ],
    },
  ],
};

const waMotorInjuryInsurance: RateTable<Cents> = {
  name: 'WA Motor Injury Insurance',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://www.nickgoiran.com.au/labors-car-tax',
      estimate: 'Private car premium "in this year\'s State Budget" (+2.7 %) from an undated political page.',
      value: dollars(504.77),
    },
  ],
};

/**
 * WA: light-vehicle duty on the manufacturer's recommended retail price incl. GST and LCT, rounded down to
 * 5 c; licence fee by tare; Motor Injury Insurance; plates.
 * @example dutyOn(selectRate(waRates.duty, '2026-03-02').value, cents(11_298_390)) // 734_395
 */
export const waRates: StateRates = {
  state: 'WA',
  duty: {
    name: 'WA vehicle licence duty (light vehicle)',
    rows: [
      {
        // Up to $25,000: 2.75 %; $25,000–$50,000: R % with R = 2.75 + (value − 25,000) / 6,666.66; above
        // $50,000: 6.5 % — each of the whole value, rounded down to 5 c. Dutiable value of a new light vehicle:
        // the manufacturer's recommended retail selling price in WA incl. options (Duties Act 2008 s 236).
        effectiveFrom: '2025-07-01',
        effectiveTo: null,
        sourceUrl: 'https://www.finance.wa.gov.au/cms/State_Revenue/Duties/Vehicle_Licence_Duty.aspx',
        estimate: null,
        value: {
          basis: 'ListPrice',
          rounding: 'DownTo5Cents',
          concession: null,
          bands: [
            {
              above: dollars(0),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: { kind: 'Percent', basisPoints: 275 },
            },
            {
              above: dollars(25_000),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: { kind: 'SlidingPercent', startBasisPoints: 275, centsPerPercentagePoint: 666_666 },
            },
            {
              above: dollars(50_000),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: { kind: 'Percent', basisPoints: 650 },
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: { Private: waRegistration, Business: waRegistration },
  ctp: { Private: waMotorInjuryInsurance, Business: waMotorInjuryInsurance },
  plates: {
    name: 'WA number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl: 'https://www.transport.wa.gov.au/licensing/state-plates.asp',
        estimate: 'Ordinary plate issue fee from an undated official page.',
        value: dollars(31.1),
      },
    ],
  },
};

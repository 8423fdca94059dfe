import { type Cents, cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { nswAverageGreenSlip, nswMotorVehicleTax, nswPlateFee, nswRegistrationFee } from './nsw';
import { type FeeComponent, perUnitOrPart, type StateRates } from './state-rates';

const evConcessions =
  'https://nt.gov.au/driving/rego/getting-an-nt-registration/get-electric-vehicle-registration-and-stamp-duty-concessions';

/*
 * Duty: $3 per $100 or part of the purchase price incl. accessories. The plug-in EV duty concession runs
 * 1 Jul 2022 – 30 Jun 2027. nt.gov.au words it "up to $1,500 – for vehicles valued up to $50,000"; the 2021
 * plan called it a "$1,500 reduction … effectively removing stamp duty for EVs up to $50,000", which could mean
 * $1,500 off every EV. The official page is the newer and the authoritative wording, and reading it as a value
 * limit does not under-quote, so: the concession (at most $1,500) only for a dutiable value up to $50,000.
 * For a LYRIQ that means no concession; under the other reading its duty would be $1,500 lower.
 */
const concessionEstimate =
  'The NT EV duty concession is "up to $1,500 – for vehicles valued up to $50,000" (nt.gov.au); the 2021 plan ' +
  'reads as $1,500 off every EV. The value limit is applied, so a car above $50,000 gets none; under the other ' +
  'reading its duty is $1,500 lower.';

function ntDuty(concession: DutySchedule['concession']): DutySchedule {
  return {
    basis: 'DeliveredPrice',
    rounding: 'NearestCent',
    concession,
    bands: [
      {
        above: dollars(0),
        base: dollars(0),
        appliesTo: 'WholeValue',
        rate: perUnitOrPart(dollars(3), dollars(100)),
      },
    ],
  };
}

function ntRegistration(customer: 'Private' | 'Business'): RateTable<readonly FeeComponent[]> {
  return {
    name: `NT registration (${customer.toLowerCase()})`,
    rows: [
      {
        // The registration component is free for plug-in EVs, new and existing, private and business.
        effectiveFrom: '2022-07-01',
        effectiveTo: '2027-06-30',
        sourceUrl: evConcessions,
        estimate: null,
        value: [{ label: 'Registration fee (waived for plug-in EVs to 30 Jun 2027)', amount: dollars(0) }],
      },
      {
        effectiveFrom: '2027-07-01',
        effectiveTo: null,
        sourceUrl: evConcessions,
        estimate:
          'The EV registration concession ends 30 Jun 2027 and the NT registration fee was not found; the NSW ' +
          'registration fee and motor vehicle tax are used as a proxy.',
        value: [
          {
            label: 'Registration fee (proxy: NSW fee and motor vehicle tax)',
            amount: cents(nswRegistrationFee + nswMotorVehicleTax[customer]),
          },
        ],
      },
    ],
  };
}

const ntMotorAccidentsCompensation: RateTable<Cents> = {
  name: 'NT MAC contribution',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://studylib.net/doc/10052780/s47-2015',
      estimate:
        'The 2025-26 MAC contribution (class A, private) was not found; the newest NT figure ($544.15 from ' +
        '1 Jul 2015) is a decade old, so the NSW average green slip ($546) is used as a proxy.',
      value: nswAverageGreenSlip,
    },
  ],
};

/**
 * NT: duty on the delivered price with the EV concession to 30 Jun 2027; registration free for plug-in EVs
 * to 30 Jun 2027; MAC contribution (proxy); plates (proxy). The concessions also cover business vehicles.
 * @example dutyOn(selectRate(ntRates.duty, '2026-03-02').value, cents(11_298_390)) // 339_000
 */
export const ntRates: StateRates = {
  state: 'NT',
  duty: {
    name: 'NT motor vehicle duty',
    rows: [
      {
        effectiveFrom: '2022-07-01',
        effectiveTo: '2027-06-30',
        sourceUrl: evConcessions,
        estimate: concessionEstimate,
        value: ntDuty({ amount: dollars(1_500), forValuesUpTo: dollars(50_000) }),
      },
      {
        effectiveFrom: '2027-07-01',
        effectiveTo: null,
        sourceUrl: evConcessions,
        estimate: null,
        value: ntDuty(null),
      },
    ],
  },
  registration: { Private: ntRegistration('Private'), Business: ntRegistration('Business') },
  ctp: { Private: ntMotorAccidentsCompensation, Business: ntMotorAccidentsCompensation },
  plates: {
    name: 'NT number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl:
          'https://simplesettler.com/cities/brisbane/articles/checklist-before-buying-a-vehicle-in-australia',
        estimate: 'The NT plate fee was not found; the NSW figure ($44) is used as a proxy.',
        value: nswPlateFee,
      },
    ],
  },
};

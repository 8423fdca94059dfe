import { type Cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { nswPlateFee } from './nsw';
import { type FeeComponent, forBusiness, perUnitOrPart, type StateRates } from './state-rates';

const saRegistrationPrivate: RateTable<readonly FeeComponent[]> = {
  name: 'SA registration incl. CTP (private)',
  rows: [
    {
      // sa.gov.au's total for an EV sedan/wagon (incl. SUV), metro, 12 months, including the CTP estimate and
      // the admin fee, with fees effective 1 Jul 2023: the newest total found. The EV registration fee alone was
      // $152.00 in 2024-25 and the 2025-26 CTP premium was not found, so no newer total can be built. The
      // 3-year EV registration exemption covered only cars under $68,750 bought to 30 Jun 2025.
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees',
      estimate:
        'Total for an EV sedan/wagon, metro, 12 months incl. CTP and admin fee, fees effective 1 Jul 2023; the ' +
        '2025-26 registration fee and CTP premium were not found.',
      value: [{ label: 'Registration, CTP (region 1) and admin fee', amount: dollars(670) }],
    },
  ],
};

const saPlates: RateTable<Cents> = {
  name: 'SA number plates',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl:
        'https://simplesettler.com/cities/brisbane/articles/checklist-before-buying-a-vehicle-in-australia',
      estimate: 'The SA plate fee was not found; the NSW figure ($44) is used as a proxy.',
      value: nswPlateFee,
    },
  ],
};

/**
 * SA: non-commercial duty on the delivered price incl. GST and LCT; one registration total including CTP.
 * @example dutyOn(selectRate(saRates.duty, '2026-03-02').value, cents(11_298_390)) // 446_000
 */
export const saRates: StateRates = {
  state: 'SA',
  duty: {
    name: 'SA motor vehicle duty (non-commercial)',
    rows: [
      {
        // Above $3,000: $60 + $4 per $100 or part over $3,000 (RevenueSA, undated, long-standing). The bands
        // below $3,000 are not in the research; the same RevenueSA schedule charges $1 per $100 to $1,000,
        // $10 + $2 per $100 to $2,000 and $30 + $3 per $100 to $3,000 — they cannot apply to a LYRIQ and are
        // kept only so that the schedule is continuous. Dutiable value: the higher of sale price or market value.
        effectiveFrom: '2025-07-01',
        effectiveTo: null,
        sourceUrl: 'http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles',
        estimate: null,
        value: {
          basis: 'DeliveredPrice',
          rounding: 'NearestCent',
          concession: null,
          bands: [
            {
              above: dollars(0),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: perUnitOrPart(dollars(1), dollars(100)),
            },
            {
              above: dollars(1_000),
              base: dollars(10),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(2), dollars(100)),
            },
            {
              above: dollars(2_000),
              base: dollars(30),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(3), dollars(100)),
            },
            {
              above: dollars(3_000),
              base: dollars(60),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(4), dollars(100)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: {
    Private: saRegistrationPrivate,
    Business: forBusiness(
      saRegistrationPrivate,
      'ITC-entitled (business) CTP premiums are set separately but were not found; the private total is used.',
    ),
  },
  ctp: 'IncludedInRegistration',
  plates: saPlates,
};

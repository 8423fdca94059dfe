import { type Cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { type FeeComponent, forBusiness, perUnitOrPart, type StateRates } from './state-rates';

const registrationFees =
  'https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees';

/*
 * NSW figures also serve as the proxy where another jurisdiction's figure was not found (ACT registration and
 * plates, NT CTP, plates and post-concession registration, SA plates): NSW is the research's first worked
 * example, the ACT's neighbour, and its figures are at the top of those found, so a proxy does not under-quote.
 */

/** NSW registration (administration) fee, 12 months. @example nswRegistrationFee // 7_900 */
export const nswRegistrationFee = dollars(79);
/** NSW motor vehicle tax, tare 1,505–2,504 kg, 12 months. @example nswMotorVehicleTax.Business // 88_300 */
export const nswMotorVehicleTax = { Private: dollars(570), Business: dollars(883) } as const;
/** NSW statewide average green slip, June 2024. @example nswAverageGreenSlip // 54_600 */
export const nswAverageGreenSlip = dollars(546);
/** Standard NSW plates (third-party figure). @example nswPlateFee // 4_400 */
export const nswPlateFee = dollars(44);

const registrationEstimate =
  'The $79 fee and the motor vehicle tax are the latest nsw.gov.au figures, undated (the research judges $79 ' +
  'more likely 2024-25 than 2025-26). An EV is a "lower taxed vehicle", but the lower-taxed amount was not ' +
  'found, so the standard tax of the 1,505–2,504 kg tare band is used (in 2019-20 the lower-taxed figure was ' +
  'about 8 % below it: $437 vs $474).';

function nswRegistration(customer: 'Private' | 'Business'): RateTable<readonly FeeComponent[]> {
  return {
    name: `NSW registration and motor vehicle tax (${customer.toLowerCase()})`,
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl: registrationFees,
        estimate: registrationEstimate,
        value: [
          { label: 'Registration fee', amount: nswRegistrationFee },
          { label: 'Motor vehicle tax (tare 1,505–2,504 kg)', amount: nswMotorVehicleTax[customer] },
        ],
      },
    ],
  };
}

const nswCtpPrivate: RateTable<Cents> = {
  name: 'NSW CTP green slip (private)',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://greenslips.com.au/about-greenslips/setting-prices.html',
      // Green slips are priced by private insurers; no 2025-26 Sydney figure was found. The statewide average
      // is the best-supported figure; Sydney's fund levy alone is $169 (1 Aug 2025), so metro premiums run higher.
      estimate:
        'Statewide average motor-car green slip at June 2024 (a commercial site); the 2025-26 Sydney metro ' +
        'premium was not found and is likely higher.',
      value: nswAverageGreenSlip,
    },
  ],
};

/**
 * NSW: duty on the delivered price incl. GST and LCT; registration fee + motor vehicle tax; green slip; plates.
 * @example dutyOn(selectRate(nswRates.duty, '2026-03-02').value, cents(11_298_390)) // 475_000
 */
export const nswRates: StateRates = {
  state: 'NSW',
  duty: {
    name: 'NSW motor vehicle duty',
    rows: [
      {
        // Long-standing statutory rates, not indexed (in force before the tables start with FY 2025-26). The
        // EV exemption (dutiable value ≤ $78,000) ended 31 Dec 2023. Dutiable value: the consideration or
        // market value, whichever is greater, including GST and LCT (Duties Act 1997 s 266).
        effectiveFrom: '2025-07-01',
        effectiveTo: null,
        sourceUrl: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
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
              rate: perUnitOrPart(dollars(3), dollars(100)),
            },
            {
              above: dollars(45_000),
              base: dollars(1_350),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(5), dollars(100)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: { Private: nswRegistration('Private'), Business: nswRegistration('Business') },
  ctp: {
    Private: nswCtpPrivate,
    Business: forBusiness(
      nswCtpPrivate,
      'No ITC-entitled (business) premium was found; the private figure is used.',
    ),
  },
  plates: {
    name: 'NSW number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl:
          'https://simplesettler.com/cities/brisbane/articles/checklist-before-buying-a-vehicle-in-australia',
        estimate:
          'Standard plates per a third-party, undated page; the official NSW plate fee was not found.',
        value: nswPlateFee,
      },
    ],
  },
};

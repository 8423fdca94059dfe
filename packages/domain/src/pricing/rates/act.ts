import { type Cents, cents, dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { nswMotorVehicleTax, nswPlateFee, nswRegistrationFee } from './nsw';
import { type FeeComponent, perUnitOrPart, type StateRates } from './state-rates';

const budgetBriefing = 'https://www.aada.asn.au/bulletin/2025-26-act-budget-briefing';

/*
 * Duty from 1 Sep 2025. The ACT determination's table was not found (the official page is cut off). Known:
 * zero-emission vehicles lose the exemption and pay at least 2.5 %; rates rise "proportionally based on
 * emissions and vehicle value" within a spread of 2.5 % to 4.5 % (AEVA, Canberra Times); a new 8 % rate
 * applies "to the value of vehicles above $80,000, creating a new duty bracket" (AADA) — wording that reads as
 * a marginal rate on the part above $80,000, like the ACT's existing bands above $45,000 (its schedules have
 * been written "$X plus $Y for each $100 or part over $45,000").
 * Chosen: $2.50 per $100 or part to $45,000; $1,125 + $4.50 per $100 or part over $45,000 (the top of the
 * spread, as the rate for the higher value band is unknown and the estimate should not under-quote);
 * $2,700 + $8 per $100 or part over $80,000. Whole-value 8 % would roughly double the duty; nothing supports it.
 */
const zevScheduleEstimate =
  'The ACT zero-emission duty table from 1 Sep 2025 was not found. Known: at least 2.5 %, a 2.5–4.5 % spread ' +
  'below $80,000 and 8 % on the value above $80,000; used: 2.5 % to $45,000, 4.5 % from $45,000 to $80,000, ' +
  '8 % above $80,000, each per $100 or part.';

const proxyRegistration =
  'The ACT zero-emission registration fee for 2025-26 was not found (indexed from 1 Jul 2025, change capped at ' +
  '$50 private / $75 business); the NSW registration fee and motor vehicle tax are used as a proxy, plus the ' +
  "ACT's establishing-registration fee (quoted 27 Jun 2025) and road safety contribution (undated).";

function actRegistration(customer: 'Private' | 'Business'): RateTable<readonly FeeComponent[]> {
  return {
    name: `ACT registration (${customer.toLowerCase()})`,
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl:
          'https://region.com.au/breaking-down-the-act-budget-how-much-your-car-costs-are-about-to-go-up/880863',
        estimate: proxyRegistration,
        value: [
          {
            label: 'Registration fee (proxy: NSW fee and motor vehicle tax)',
            amount: cents(nswRegistrationFee + nswMotorVehicleTax[customer]),
          },
          { label: 'Establishing registration fee', amount: dollars(110.6) },
          { label: 'Road safety contribution', amount: dollars(2.5) },
        ],
      },
    ],
  };
}

function actMotorAccidentInjuries(customer: 'Private' | 'Business'): RateTable<Cents> {
  const business = customer === 'Business';
  return {
    name: `ACT MAI (CTP) premium (${customer.toLowerCase()})`,
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl: business
          ? 'https://www.aami.com.au/modals/act-mai-entitled-pricing-table'
          : 'https://nrma.com.au/ctp-insurance/mai-insurance-act',
        estimate: business
          ? 'ITC-entitled class 1 premium current at 8 Apr 2025 (2024-25); the 2025-26 premium was not found.'
          : 'Nil-ITC class 1 premium from an undated NRMA page; the 2025-26 private premium was not found.',
        value: business ? dollars(419.2) : dollars(390.6),
      },
    ],
  };
}

/**
 * ACT: duty on the delivered price incl. GST and LCT (zero-emission vehicles exempt until 31 Aug 2025);
 * registration (proxy); MAI premium, which differs for an ITC-entitled business; plates (proxy).
 * @example dutyOn(selectRate(actRates.duty, '2026-03-02').value, cents(11_298_390)) // 534_000
 */
export const actRates: StateRates = {
  state: 'ACT',
  duty: {
    name: 'ACT motor vehicle duty (zero-emission, new)',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2025-08-31',
        sourceUrl: 'https://www.revenue.act.gov.au/duties/motor-vehicle-duty',
        estimate: null,
        value: {
          basis: 'DeliveredPrice',
          rounding: 'NearestCent',
          concession: null,
          bands: [],
        } satisfies DutySchedule,
      },
      {
        effectiveFrom: '2025-09-01',
        effectiveTo: null,
        sourceUrl: budgetBriefing,
        estimate: zevScheduleEstimate,
        value: {
          basis: 'DeliveredPrice',
          rounding: 'NearestCent',
          concession: null,
          bands: [
            {
              above: dollars(0),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: perUnitOrPart(dollars(2.5), dollars(100)),
            },
            {
              above: dollars(45_000),
              base: dollars(1_125),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(4.5), dollars(100)),
            },
            {
              above: dollars(80_000),
              base: dollars(2_700),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(8), dollars(100)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: { Private: actRegistration('Private'), Business: actRegistration('Business') },
  ctp: { Private: actMotorAccidentInjuries('Private'), Business: actMotorAccidentInjuries('Business') },
  plates: {
    name: 'ACT number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl:
          'https://simplesettler.com/cities/brisbane/articles/checklist-before-buying-a-vehicle-in-australia',
        estimate: 'The ACT plate fee was not found; the NSW figure ($44) is used as a proxy.',
        value: nswPlateFee,
      },
    ],
  },
};

import { type Cents, dollars, roundCents } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { type FeeComponent, forBusiness, perUnitOrPart, type StateRates } from './state-rates';

const registrationReduction =
  'https://qld.gov.au/transport/registration/fees/cost/registration-fee-reduction';
const feeBreakdown2025 = 'https://dapc.com.au/blog/queensland-car-registration-fees-2025-breakdown';

/*
 * Registration of a 1–3 cylinder / electric car: registration fee + traffic improvement fee (TIF).
 * Terms starting 16 Sep 2024 – 15 Sep 2025 had a 20 % reduction (private $226.80 + TIF $50.30); from
 * 16 Sep 2025 the full rates apply, but the 2025-26 indexed full rates were not found, so the 2024-25 full
 * rates ($283.55 + $62.90) are used ("likely a few % above" per the research).
 * A business ("not prescribed private use") pays 232.19 fee units against 213.98 for private use (reduced
 * schedule); the business figures are derived by that ratio. The TIF is the same for both.
 */
/** Business fee units 232.19 against private 213.98: 226.80 → 246.10, 283.55 → 307.68. */
function privateToBusiness(privateFee: Cents): Cents {
  return roundCents((privateFee * 23_219) / 21_398);
}

const fullRateEstimate =
  'The 2024-25 full rates; the 2025-26 indexed full rates were not found (likely a few % higher).';
const businessRatio = 'Business fee derived from the private fee by the fee-unit ratio 232.19/213.98.';

function qldRegistration(
  customer: 'Private' | 'Business',
  reduced: Cents,
  full: Cents,
): RateTable<readonly FeeComponent[]> {
  const business = customer === 'Business';
  return {
    name: `QLD registration (${customer.toLowerCase()})`,
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2025-09-15',
        sourceUrl: business
          ? 'http://liiofindia.org:443/au/legis/qld/num_reg/toumrrar2024867/s7.html'
          : feeBreakdown2025,
        estimate: business ? businessRatio : null,
        value: [
          { label: 'Registration fee (20 % reduction)', amount: reduced },
          { label: 'Traffic improvement fee (20 % reduction)', amount: dollars(50.3) },
        ],
      },
      {
        effectiveFrom: '2025-09-16',
        effectiveTo: '2026-06-30',
        sourceUrl: registrationReduction,
        estimate: business ? `${fullRateEstimate} ${businessRatio}` : fullRateEstimate,
        value: [
          { label: 'Registration fee', amount: full },
          { label: 'Traffic improvement fee', amount: dollars(62.9) },
        ],
      },
    ],
  };
}

const qldCtpPrivate: RateTable<Cents> = {
  name: 'QLD CTP class 1 (private)',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2025-09-30',
      sourceUrl: feeBreakdown2025,
      estimate: null,
      value: dollars(386.8),
    },
    {
      // Qld Treasury: class 1 rises by $4 to $19 from 1 Oct 2025 depending on the insurer; the premiums
      // themselves were not found. The top of the range is used so that the estimate does not under-quote.
      effectiveFrom: '2025-10-01',
      effectiveTo: '2026-06-30',
      sourceUrl: 'https://www.treasury.qld.gov.au/newsroom/ctp-insurance',
      estimate:
        'Class 1 rose by $4–$19 from 1 Oct 2025 depending on the insurer; $386.80 + $19 (the top) is used.',
      value: dollars(405.8),
    },
  ],
};

/**
 * QLD: electric-vehicle duty on the list price incl. GST and LCT, with the whole-value step at $100,000;
 * registration + TIF by private or business use; CTP; plates.
 * @example dutyOn(selectRate(qldRates.duty, '2026-03-02').value, cents(11_298_390)) // 452_000
 */
export const qldRates: StateRates = {
  state: 'QLD',
  duty: {
    name: 'QLD motor vehicle duty (hybrid/electric)',
    rows: [
      {
        // Hybrid/electric light vehicle: $2 per $100 or part up to $100,000, $4 per $100 or part of the WHOLE
        // value above it (a step, not a marginal rate). Dutiable value of a new vehicle with a list price: the
        // list price incl. GST and LCT plus optional equipment; negotiated discounts are ignored (Duties Act
        // 2001 s 378). Long-standing rates, in force before the tables start.
        effectiveFrom: '2025-07-01',
        effectiveTo: null,
        sourceUrl: 'https://www.qld.gov.au/transport/registration/fees/duty/rates',
        estimate: null,
        value: {
          basis: 'ListPrice',
          rounding: 'NearestCent',
          concession: null,
          bands: [
            {
              above: dollars(0),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: perUnitOrPart(dollars(2), dollars(100)),
            },
            {
              above: dollars(100_000),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: perUnitOrPart(dollars(4), dollars(100)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: {
    Private: qldRegistration('Private', dollars(226.8), dollars(283.55)),
    Business: qldRegistration(
      'Business',
      privateToBusiness(dollars(226.8)),
      privateToBusiness(dollars(283.55)),
    ),
  },
  ctp: {
    Private: qldCtpPrivate,
    Business: forBusiness(
      qldCtpPrivate,
      'CTP differs by ITC entitlement, but no business premium was found; the private figure is used.',
    ),
  },
  plates: {
    name: 'QLD number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl: feeBreakdown2025,
        estimate: null,
        value: dollars(35.05),
      },
    ],
  },
};

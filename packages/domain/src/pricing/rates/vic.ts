import { dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { type FeeComponent, perUnitOrPart, type StateRates } from './state-rates';

const sroDriveAwayGuideline = 'https://www.sro.vic.gov.au/node/16793';

// SRO prescribes $973.70 as the 2025-26 "standard registration costs" to take out of a drive-away price. The
// research infers it is metro (high-risk zone) registration + TAC charge + standard plates (2024-25: $906.60 +
// $39.20 = $945.80, +2.95 %), so it is one line here with CTP (the TAC charge) and plates included.
const standardRegistrationCosts: FeeComponent = {
  label: 'Registration, TAC charge and plates (SRO 2025-26 standard registration costs)',
  amount: dollars(973.7),
};
const compositionEstimate =
  "SRO's 2025-26 standard registration costs for drive-away deals; that they are metro registration + TAC " +
  'charge + plates is inferred (no breakdown was found).';

const vicRegistration: RateTable<readonly FeeComponent[]> = {
  name: 'VIC registration incl. TAC charge and plates',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2025-12-31',
      sourceUrl: sroDriveAwayGuideline,
      // The research's variation table takes the $100 ZLEV discount off registrations to 31 Dec 2025
      // (the news source speaks of renewals; no source says new registrations were excluded).
      estimate: `${compositionEstimate} Less the $100 ZLEV registration discount, which ended 31 Dec 2025.`,
      value: [standardRegistrationCosts, { label: 'ZLEV registration discount', amount: dollars(-100) }],
    },
    {
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-06-30',
      sourceUrl: sroDriveAwayGuideline,
      estimate: compositionEstimate,
      value: [standardRegistrationCosts],
    },
  ],
};

/**
 * VIC: green-car duty on the delivered price incl. GST and LCT; one registration figure that includes the
 * TAC charge (CTP) and plates. No business-specific charge was found for a passenger car.
 * @example dutyOn(selectRate(vicRates.duty, '2026-03-02').value, cents(11_298_390)) // 474_600
 */
export const vicRates: StateRates = {
  state: 'VIC',
  duty: {
    name: 'VIC motor vehicle duty (green passenger car)',
    rows: [
      {
        // A battery EV (≤ 120 g/km CO2) is a "green passenger car": $8.40 per $200 or part at every value, so
        // the luxury rates above the LCT general threshold never apply. Dutiable value: market value incl.
        // GST, LCT, accessories and dealer delivery (Duties Act 2000 s 218).
        effectiveFrom: '2024-07-01',
        effectiveTo: null,
        sourceUrl: 'https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates',
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
              rate: perUnitOrPart(dollars(8.4), dollars(200)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: { Private: vicRegistration, Business: vicRegistration },
  ctp: 'IncludedInRegistration',
  plates: 'IncludedInRegistration',
};

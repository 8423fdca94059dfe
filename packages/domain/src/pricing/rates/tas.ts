import { dollars } from '../../money';
import type { RateTable } from '../dated-rate';
import type { DutySchedule } from '../motor-vehicle-duty';
import { type FeeComponent, perUnitOrPart, type StateRates } from './state-rates';

const registrationFees = 'https://transport.tas.gov.au/registration/registration_fees?SQ_VARIATION_210936=0';
const dated = 'Current at 1 Dec 2024; the 2025-26 figures were not found. Assumes GVM under 3 t.';

/*
 * "Electric – GVM < 3 t": establishing a registration (new car, plates included) $645.42, renewal $620.18,
 * both including the motor tax ($164.00) and the MAIB premium (CTP). The $25.24 difference is taken as the
 * plate fee, so registration is $620.18 with CTP included, plus plates $25.24 (= $645.42 in all).
 * A GVM of 3 t or more would fall into cylinder-based categories; their EV treatment was not found.
 */
const tasRegistration: RateTable<readonly FeeComponent[]> = {
  name: 'TAS registration incl. motor tax and MAIB premium',
  rows: [
    {
      effectiveFrom: '2025-07-01',
      effectiveTo: '2026-06-30',
      sourceUrl: registrationFees,
      estimate: dated,
      value: [
        { label: 'Registration, motor tax and MAIB premium (Electric, GVM < 3 t)', amount: dollars(620.18) },
      ],
    },
  ],
};

/**
 * TAS: passenger-vehicle duty on the delivered price incl. GST and LCT; registration with the MAIB premium
 * (CTP) included; plates. No business-specific charge was found for a passenger car.
 * @example dutyOn(selectRate(tasRates.duty, '2026-03-02').value, cents(11_298_390)) // 452_000
 */
export const tasRates: StateRates = {
  state: 'TAS',
  duty: {
    name: 'TAS motor vehicle duty (passenger vehicle)',
    rows: [
      {
        // Up to $35,000: $3 per $100 or part; $35,000–$40,000: $1,050 + $11 per $100 or part over $35,000;
        // above $40,000: $4 per $100 or part of the whole value. The EV exemption ended 30 Jun 2023 (31 Dec 2023
        // for earlier contracts). Dutiable value: consideration incl. accessories, dealer delivery, GST and LCT.
        effectiveFrom: '2025-07-01',
        effectiveTo: null,
        sourceUrl: 'https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty',
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
              above: dollars(35_000),
              base: dollars(1_050),
              appliesTo: 'Excess',
              rate: perUnitOrPart(dollars(11), dollars(100)),
            },
            {
              above: dollars(40_000),
              base: dollars(0),
              appliesTo: 'WholeValue',
              rate: perUnitOrPart(dollars(4), dollars(100)),
            },
          ],
        } satisfies DutySchedule,
      },
    ],
  },
  registration: { Private: tasRegistration, Business: tasRegistration },
  ctp: 'IncludedInRegistration',
  plates: {
    name: 'TAS number plates',
    rows: [
      {
        effectiveFrom: '2025-07-01',
        effectiveTo: '2026-06-30',
        sourceUrl: registrationFees,
        estimate: `Implied by establishment ($645.42) less renewal ($620.18). ${dated}`,
        value: dollars(25.24),
      },
    ],
  },
};

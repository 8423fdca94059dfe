import type { CountryCode } from '@showroom/domain';
import type { VariantRow } from './api/configurator-api';

/* Fixed texts of the configurator; the figures come from the catalogue. */

export const modelName = 'LYRIQ';

/** Section headings and the step menu, in the spec's words (spec 000 section 2 item 2). */
export const stepLabels = {
  variant: 'VARIANT',
  exterior: 'EXTERIOR',
  interior: 'INTERIOR',
  accessories: 'ACCESSORIES',
  charging: 'CHARGING',
  checkout: 'CHECK OUT',
} as const;

/** What a list price leaves out, per market: Australian prices are stored before luxury car tax. */
export function listPriceNote(country: CountryCode): string {
  return country === 'AU' ? 'before luxury car tax and on-road costs' : 'before on-road costs';
}

/**
 * The headline figures of a variant as the page shows them, each with the footer disclaimer it refers to
 * (3 range, 4 charge to 80%, 5 acceleration; spec 000 section 2 item 14).
 */
export function specFigures(specs: VariantRow['specifications']) {
  return {
    range: { figure: `${specs.rangeKm} km`, label: 'Range (WLTP)', note: 3 },
    charge: {
      figure: `${specs.dcChargeTo80Minutes} min`,
      label: `Charge to 80% at ${specs.dcChargeKw} kW DC`,
      note: 4,
    },
    acceleration: { figure: `${specs.zeroTo100Seconds.toFixed(1)} s`, label: '0–100 km/h', note: 5 },
    power: {
      figure: `${specs.powerKw} kW · ${specs.torqueNm} Nm`,
      label: 'Power and torque',
      note: undefined,
    },
  } as const;
}

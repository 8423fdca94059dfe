import type { CountryCode } from '@showroom/domain';

/** One promise of the Explore Confidence dialog. */
export interface ConfidenceItem {
  title: string;
  text: string;
}

/** The dialog's heading (spec 000 section 1). */
export const confidenceTitle = 'EXPLORE CONFIDENCE';

const ownership: readonly ConfidenceItem[] = [
  {
    title: 'Price confidence',
    text: 'One fixed drive-away price, the same online and at our Experience Centres. No haggling, no hidden costs.',
  },
  {
    title: '5-year unlimited-km warranty',
    text: 'Five years of vehicle warranty with no limit on the kilometres you drive.',
  },
  {
    title: '5 years premium roadside assist',
    text: 'Help around the clock, wherever the road takes you, for five years.',
  },
  {
    title: '5 years scheduled servicing',
    text: 'Scheduled servicing for five years, every 12 months or 12,000 km, whichever comes first.',
  },
  {
    title: '8 years / 160,000 km battery warranty',
    text: 'The high-voltage battery is covered for eight years or 160,000 km, whichever comes first.',
  },
];

/** The country's charging cover (spec 000 section 1). */
const charging: Record<CountryCode, ConfidenceItem> = {
  AU: {
    title: 'Charging, covered',
    text: '1 year of public charging included, plus your choice of 2 more years of public charging or a home charger, supplied and installed.',
  },
  NZ: {
    title: 'Charging, covered',
    text: 'A $400 charging credit included, plus your choice of an $800 charging credit or a home charger, supplied and installed.',
  },
};

/** What the Explore Confidence dialog lists for a country, charging cover last. */
export function confidenceItems(country: CountryCode): readonly ConfidenceItem[] {
  return [...ownership, charging[country]];
}

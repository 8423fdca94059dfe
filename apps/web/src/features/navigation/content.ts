import type { CountryCode, MarketCode } from '@showroom/domain';

/*
 * The global menu and drawer as data (spec 000 section 2 item 14; the footer's is in footer-content.ts, loaded
 * with the footer). Links inside the shop are paths under the market; links to other sites are marked `external`
 * (their targets are not in the spec: the ones here are our choice and go in one place so they can be changed).
 */

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
  /** A tag beside the label, e.g. 'ARRIVING 2026'. */
  tag?: string;
}

export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

export const brandSite: Record<CountryCode, string> = {
  AU: 'https://www.cadillacanz.com/au-en',
  NZ: 'https://www.cadillacanz.com/nz-en',
};

export const inMarket = (market: MarketCode, path = '') => `/${market}/${path}`;

/** VEHICLES: LYRIQ with Build & Price and Learn More; the two models arriving in 2026. */
export function vehicleGroups(country: CountryCode, market: MarketCode): readonly NavGroup[] {
  const site = brandSite[country];
  return [
    {
      title: 'LYRIQ',
      links: [
        { label: 'Build & Price', href: inMarket(market) },
        { label: 'Learn More', href: `${site}/lyriq`, external: true },
      ],
    },
    {
      title: 'UPCOMING VEHICLES',
      links: [
        { label: 'OPTIQ', href: `${site}/optiq`, external: true, tag: 'ARRIVING 2026' },
        { label: 'VISTIQ', href: `${site}/vistiq`, external: true, tag: 'ARRIVING 2026' },
      ],
    },
  ];
}

/** SHOP: build and price, inventory, test drive and the market's Experience Centres. */
export function shopLinks(country: CountryCode, market: MarketCode): readonly NavLink[] {
  return [
    { label: 'BUILD & PRICE', href: inMarket(market) },
    { label: 'EXPLORE INVENTORY', href: inMarket(market, 'inventory') },
    { label: 'TEST DRIVE', href: inMarket(market, 'test-drive') },
    {
      label: country === 'NZ' ? 'VISIT US IN AUCKLAND' : 'VISIT US IN SYDNEY',
      href: `${brandSite[country]}/experience-centres`,
      external: true,
    },
  ];
}

/** The drawer: LYRIQ, UPCOMING VEHICLES, DISCOVER and OWNERSHIP. */
export function drawerGroups(country: CountryCode, market: MarketCode): readonly NavGroup[] {
  const site = brandSite[country];
  return [
    ...vehicleGroups(country, market),
    {
      title: 'DISCOVER',
      links: [
        { label: 'Explore Inventory', href: inMarket(market, 'inventory') },
        { label: 'Book a Test Drive', href: inMarket(market, 'test-drive') },
        { label: 'Charging', href: `${site}/charging`, external: true },
        { label: 'Experience Centres', href: `${site}/experience-centres`, external: true },
      ],
    },
    {
      title: 'OWNERSHIP',
      links: [
        { label: 'My Orders', href: inMarket(market, 'my-orders') },
        { label: 'Warranty and Servicing', href: `${site}/ownership`, external: true },
        { label: 'Request a Call', href: inMarket(market, 'request-a-call') },
      ],
    },
  ];
}

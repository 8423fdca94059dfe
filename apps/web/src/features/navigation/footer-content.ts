import type { CountryCode, MarketCode } from '@showroom/domain';
import { brandSite, inMarket, type NavLink } from './content';

/* The footer as data (spec 000 section 2 item 14); it loads with the footer, after the first screen. */

/** The footer's link columns. */
export function footerLinks(country: CountryCode, market: MarketCode): readonly NavLink[] {
  const site = brandSite[country];
  return [
    { label: 'Request a Call', href: inMarket(market, 'request-a-call') },
    { label: 'Privacy', href: inMarket(market, 'privacy') },
    { label: 'Terms of Use', href: `${site}/terms`, external: true },
    { label: 'Contact Us', href: `${site}/contact`, external: true },
    { label: 'FAQs', href: `${site}/faq`, external: true },
  ];
}

export interface SocialLink {
  name: string;
  href: string;
  /** One SVG path of the network's mark, drawn in currentColor on a 24 px grid. */
  icon: string;
}

export const socialLinks: readonly SocialLink[] = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/cadillacanz',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/cadillacanz',
    icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@cadillacanz',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/cadillac',
    icon: 'M4 9h4v12H4V9zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.7c.6-1 1.9-2 3.8-2 4 0 4.2 2.6 4.2 6V21h-4v-5.5c0-1.4 0-3.1-2-3.1s-2.2 1.5-2.2 3V21H10V9z',
  },
];

/** Disclaimers 1-5, numbered as the figures they qualify (spec 000 sections 2 item 14 and 9). */
export const footerDisclaimers: readonly string[] = [
  'Drive-away prices are for a private buyer and assume a rating-one driver aged 40 with a good driving record; they include the on-road costs of the chosen state or region.',
  'Estimated delivery dates are indicative and depend on stock, production and shipping.',
  'Range is measured on the WLTP test cycle. Real-world range varies with driving style, weather, load and accessories.',
  'Charge to 80% is based on a 190 kW DC fast charger; times vary with battery temperature, state of charge and the charger.',
  '0–100 km/h time measured by the manufacturer under test conditions.',
];

/** The copyright bar (spec 000 section 9: footer copyright year 2024). */
export const copyright = '© 2024 Cadillac. All rights reserved.';

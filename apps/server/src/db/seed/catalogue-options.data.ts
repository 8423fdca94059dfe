import { type Cents, type CountryCode, dollars } from '@showroom/domain';
import type { OptionPictureSlug } from './catalogue-media';

/*
 * Accessories and charging options per market, in display order.
 *
 * Charging follows spec 000 section 1 and spec 001 section 9: Australia includes 1 year of public charging and
 * offers 2 more years OR a 7.4 kW home charger with standard installation (cable up to 15 m); New Zealand
 * includes a $400 credit and offers $800 more OR the home charger (cable up to 25 m). Charge types are our
 * reading of the selection rules (docs/decisions/0005-charge-types.md): 1 the home charger, 2 the public
 * alternative (free, selecting it disables 1), 3 the extended installation, an add-on to 1.
 *
 * SAMPLE: the accessory catalogue (not found for AU/NZ; tow bar and roof bars are European LYRIQ accessories,
 * 1,588 kg is the Australian braked towing figure), every accessory price, the extended-installation price and
 * reach, and all terms texts. Replace from the market's price list.
 */

export interface OptionSeed {
  id: string;
  optionType: 'Accessories' | 'Charge';
  chargeType: 1 | 2 | 3 | null;
  name: string;
  priceCents: Cents;
  picture: OptionPictureSlug;
  description: string;
  termsDescription: string;
  isSample: boolean;
}

const accessoryTerms =
  'Genuine Cadillac accessory, fitted before delivery and covered by the vehicle warranty. ' +
  'Cannot be removed from an order after the contract is signed.';

function accessories(country: CountryCode, prices: readonly [number, number, number, number, number]) {
  const [liners, tray, bars, hitch, locks] = prices;
  const rows: OptionSeed[] = [
    {
      id: `${country}-FLOOR-LINERS`,
      optionType: 'Accessories',
      chargeType: null,
      name: 'All-weather floor liners',
      priceCents: dollars(liners),
      picture: 'floor-liners',
      description:
        'Custom-fit liners with raised edges for the first and second rows that keep water, mud and sand off the carpet.',
      termsDescription: accessoryTerms,
      isSample: true,
    },
    {
      id: `${country}-CARGO-TRAY`,
      optionType: 'Accessories',
      chargeType: null,
      name: 'Cargo tray',
      priceCents: dollars(tray),
      picture: 'cargo-tray',
      description: 'A tailored, waterproof tray for the cargo area with a raised lip that contains spills.',
      termsDescription: accessoryTerms,
      isSample: true,
    },
    {
      id: `${country}-ROOF-BARS`,
      optionType: 'Accessories',
      chargeType: null,
      name: 'Roof rack cross bars',
      priceCents: dollars(bars),
      picture: 'roof-bars',
      description:
        'Lockable aerodynamic aluminium cross bars: the base for bike, ski and cargo carriers (75 kg roof load).',
      termsDescription: accessoryTerms,
      isSample: true,
    },
    {
      id: `${country}-TOW-HITCH`,
      optionType: 'Accessories',
      chargeType: null,
      name: 'Tow bar and hitch',
      priceCents: dollars(hitch),
      picture: 'tow-hitch',
      description:
        'A tow bar with a removable hitch and wiring harness, rated for the 1,588 kg braked towing capacity.',
      termsDescription: accessoryTerms,
      isSample: true,
    },
    {
      id: `${country}-WHEEL-LOCKS`,
      optionType: 'Accessories',
      chargeType: null,
      name: 'Wheel locks',
      priceCents: dollars(locks),
      picture: 'wheel-locks',
      description: 'Four locking wheel nuts with a coded key that protect the 21-inch wheels.',
      termsDescription: accessoryTerms,
      isSample: true,
    },
  ];
  return rows;
}

const australianCharging: OptionSeed[] = [
  {
    id: 'AU-HOME-CHARGER',
    optionType: 'Charge',
    chargeType: 1,
    name: '7.4 kW home charger',
    priceCents: dollars(0),
    picture: 'home-charger',
    description:
      'A 7.4 kW home charger, supplied and installed with standard installation (cable run up to 15 m), ' +
      'instead of 2 more years of public charging. Every LYRIQ includes 1 year of public charging.',
    termsDescription:
      'Standard installation: one wall-mounted 7.4 kW charger at the delivery address in Australia, cable run up ' +
      'to 15 m from the switchboard, no switchboard upgrade, trenching or boring. Installation is booked after ' +
      'delivery. The 1 year of public charging included with every LYRIQ starts at delivery. Not redeemable for cash.',
    isSample: true,
  },
  {
    id: 'AU-PUBLIC-CHARGING',
    optionType: 'Charge',
    chargeType: 2,
    name: '2 more years of public charging',
    priceCents: dollars(0),
    picture: 'public-charging',
    description:
      '2 more years of complimentary public charging on top of the 1 year of public charging included ' +
      'with every LYRIQ: 3 years in total, instead of the home charger.',
    termsDescription:
      'Public charging starts at delivery and covers charging sessions at participating public stations in ' +
      'Australia. Idle and parking fees are not included. Not redeemable for cash.',
    isSample: true,
  },
  {
    id: 'AU-EXTENDED-INSTALLATION',
    optionType: 'Charge',
    chargeType: 3,
    name: 'Extended installation: cable run beyond 15 m',
    priceCents: dollars(650),
    picture: 'extended-installation',
    description:
      'Extends the home charger installation from 15 m up to 30 m of cable run. Only with the home charger.',
    termsDescription:
      'Available only with the 7.4 kW home charger. Covers additional cable and conduit for a run of 15 to 30 m ' +
      'from the switchboard; switchboard upgrades, trenching and boring are quoted separately by the installer.',
    isSample: true,
  },
];

const newZealandCharging: OptionSeed[] = [
  {
    id: 'NZ-HOME-CHARGER',
    optionType: 'Charge',
    chargeType: 1,
    name: '7.4 kW home charger',
    priceCents: dollars(0),
    picture: 'home-charger',
    description:
      'A 7.4 kW home charger, supplied and installed with standard installation (cable run up to 25 m), ' +
      'instead of $800 more charging credit. Every LYRIQ includes a $400 charging credit.',
    termsDescription:
      'Standard installation: one wall-mounted 7.4 kW charger at the delivery address in New Zealand, cable run ' +
      'up to 25 m from the switchboard, no switchboard upgrade, trenching or boring. Installation is booked after ' +
      'delivery. The $400 charging credit included with every LYRIQ is loaded at delivery. Not redeemable for cash.',
    isSample: true,
  },
  {
    id: 'NZ-CHARGING-CREDIT',
    optionType: 'Charge',
    chargeType: 2,
    name: '$800 more charging credit',
    priceCents: dollars(0),
    picture: 'charging-credit',
    description:
      '$800 more public charging credit on top of the $400 credit included with every LYRIQ: ' +
      '$1,200 in total, instead of the home charger.',
    termsDescription:
      'The credit is loaded at delivery and can be spent at participating public stations in New Zealand. ' +
      'Unused credit expires 3 years after delivery. Not redeemable for cash.',
    isSample: true,
  },
  {
    id: 'NZ-EXTENDED-INSTALLATION',
    optionType: 'Charge',
    chargeType: 3,
    name: 'Extended installation: cable run beyond 25 m',
    priceCents: dollars(750),
    picture: 'extended-installation',
    description:
      'Extends the home charger installation from 25 m up to 40 m of cable run. Only with the home charger.',
    termsDescription:
      'Available only with the 7.4 kW home charger. Covers additional cable and conduit for a run of 25 to 40 m ' +
      'from the switchboard; switchboard upgrades, trenching and boring are quoted separately by the installer.',
    isSample: true,
  },
];

/** Per market, in display order: accessories first, then charging. */
export const marketOptions: Record<CountryCode, readonly OptionSeed[]> = {
  AU: [...accessories('AU', [395, 245, 795, 1_950, 145]), ...australianCharging],
  NZ: [...accessories('NZ', [445, 275, 895, 2_190, 165]), ...newZealandCharging],
};

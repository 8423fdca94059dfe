import type { CountryCode } from '@showroom/domain';
import { salesPhone } from '@showroom/domain';

/** The selling dealer of each market, printed on the contract (SAMPLE: replace with each market's entity). */
export interface DealerDetails {
  name: string;
  businessNumber: string;
  address: string;
  motorTraderLicence: string;
  phone: string;
  email: string;
}

/**
 * SAMPLE: the seller's motor trader licence per market (spec 001 section 9: "values not shown"; get-lmct and the
 * contract); replace with the dealer licence numbers before going live.
 */
export const motorTraderLicence = { AU: 'LMCT 12345 (SAMPLE)', NZ: 'MVTR M123456 (SAMPLE)' } as const;

export const dealerDetails: Record<CountryCode, DealerDetails> = {
  AU: {
    name: 'Cadillac Australia Online Sales Pty Ltd (SAMPLE)',
    businessNumber: 'ABN 12 345 678 901 (SAMPLE)',
    address: '1 Sample Street, Sydney NSW 2000',
    motorTraderLicence: motorTraderLicence.AU,
    phone: salesPhone.AU,
    email: 'concierge.au@example.com',
  },
  NZ: {
    name: 'Cadillac New Zealand Online Sales Limited (SAMPLE)',
    businessNumber: 'NZBN 9429000000000 (SAMPLE)',
    address: '1 Sample Street, Auckland 1010',
    motorTraderLicence: motorTraderLicence.NZ,
    phone: salesPhone.NZ,
    email: 'concierge.nz@example.com',
  },
};

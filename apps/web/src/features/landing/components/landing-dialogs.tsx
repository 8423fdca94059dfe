import type { CountryCode } from '@showroom/domain';
import type { Promo } from '../api/landing-api';
import { CompareDialog } from './compare-dialog';
import { ConfidenceDialog } from './confidence-dialog';
import { ImportantInformationDialog } from './important-information-dialog';
import { OffersDialog } from './offers-dialog';

export type LandingDialogName = 'confidence' | 'offers' | 'compare' | 'important';

export interface LandingDialogsProps {
  which: LandingDialogName;
  country: CountryCode;
  promos: readonly Promo[];
  onClose(): void;
}

/** The landing area's content dialogs, one chunk loaded on the first open. */
export default function LandingDialogs({ which, country, promos, onClose }: LandingDialogsProps) {
  const common = { open: true, onOpenChange: (open: boolean) => (open ? undefined : onClose()) };
  switch (which) {
    case 'confidence':
      return <ConfidenceDialog country={country} {...common} />;
    case 'offers':
      return <OffersDialog country={country} promos={promos} {...common} />;
    case 'compare':
      return <CompareDialog {...common} />;
    case 'important':
      return <ImportantInformationDialog country={country} {...common} />;
  }
}

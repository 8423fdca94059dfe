import type { CountryCode } from '@showroom/domain';
import { Configurator, scrollToSection } from '../../features/configurator';
import { IntroVideo, LandingIntro, VehicleDisposal } from '../../features/landing';
import { DriveAwayPrice } from '../../features/pricing';
import { useStore } from '../../state/create-store';
import { locationStore } from '../../state/location';

/**
 * The configurator at the root of a market: the landing area, the live drive-away price in its bar, and
 * (Australia) vehicle disposal. Checkout plugs into onProceed.
 */
export default function ConfiguratorPage({ country }: { country: CountryCode }) {
  const location = useStore(locationStore);
  // A fresh configurator per market: its prefill and location checks run for the market it opens in.
  return (
    <>
      <Configurator
        key={country}
        country={country}
        intro={<IntroVideo />}
        landing={<LandingIntro country={country} onCalculateFinance={() => scrollToSection('checkout')} />}
        price={<DriveAwayPrice country={country} />}
      />
      {country === 'AU' ? <VehicleDisposal state={location.state} /> : null}
    </>
  );
}

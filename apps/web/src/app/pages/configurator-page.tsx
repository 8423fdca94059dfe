import type { CountryCode } from '@showroom/domain';
import { Configurator } from '../../features/configurator';
import { DriveAwayPrice } from '../../features/pricing';

/** The configurator at the root of a market, with the live drive-away price in its bar. Checkout plugs into onProceed. */
export default function ConfiguratorPage({ country }: { country: CountryCode }) {
  // A fresh configurator per market: its prefill and location checks run for the market it opens in.
  return <Configurator key={country} country={country} price={<DriveAwayPrice country={country} />} />;
}

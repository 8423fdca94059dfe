import { type CountryCode, marketOf } from '@showroom/domain';
import { useNavigate } from 'react-router';
import { Configurator } from '../../features/configurator';

/** The configurator at the root of a market. Pricing and checkout plug into its price and proceed slots. */
export default function ConfiguratorPage({ country }: { country: CountryCode }) {
  const navigate = useNavigate();
  // A fresh configurator per market: its prefill and location checks run for the market it opens in.
  return (
    <Configurator
      key={country}
      country={country}
      onProceed={() => navigate(`/${marketOf(country)}/checkout`)}
    />
  );
}

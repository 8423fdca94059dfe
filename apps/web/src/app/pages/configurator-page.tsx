import type { CountryCode } from '@showroom/domain';
import { Configurator } from '../../features/configurator';
import { ContactButton } from '../../features/contact';
import { ShareButton } from '../../features/share';
import styles from './configurator-page.module.css';

/** The configurator at the root of a market. Pricing and checkout plug into its price and proceed slots. */
export default function ConfiguratorPage({ country }: { country: CountryCode }) {
  // A fresh configurator per market: its prefill and location checks run for the market it opens in.
  return (
    <>
      <Configurator key={country} country={country} />
      <nav className={styles.actions} aria-label="Share or get help">
        <ShareButton country={country} />
        <ContactButton country={country} variant="secondary">
          GET HELP
        </ContactButton>
      </nav>
    </>
  );
}

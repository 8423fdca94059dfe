import type { CountryCode } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountMenu, useSignedIn } from '../features/account/components/account-menu';
import { useStore } from '../state/create-store';
import { devModeStore } from '../state/dev-mode';
import styles from './shop-layout.module.css';

/** Disclaimers 1-5, numbered as the figures they qualify (spec 000 sections 2 item 14 and 9). */
const disclaimers = [
  'Drive-away prices are for a private buyer and assume a rating-one driver aged 40 with a good driving record; they include the on-road costs of the chosen state or region.',
  'Estimated delivery dates are indicative and depend on stock, production and shipping.',
  'Range is measured on the WLTP test cycle. Real-world range varies with driving style, weather, load and accessories.',
  'Charge to 80% is based on a 190 kW DC fast charger; times vary with battery temperature, state of charge and the charger.',
  '0–100 km/h time measured by the manufacturer under test conditions.',
];

/** Header, main and footer around every page of a market. */
export function ShopLayout({ country, children }: { country: CountryCode; children: ReactNode }) {
  const market = country === 'NZ' ? 'nz-en' : 'au-en';
  const devMode = useStore(devModeStore);
  const signedIn = useSignedIn();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={`${styles.header} ${signedIn ? styles.signedIn : ''}`}>
        <Link to={`/${market}/`} className={styles.brand}>
          CADILLAC<span className="visually-hidden"> LYRIQ home</span>
        </Link>
        <div className={styles.tools}>
          <span className={styles.market}>{country === 'NZ' ? 'New Zealand' : 'Australia'}</span>
          <AccountMenu country={country} market={market} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <ol className={styles.disclaimers}>
          {disclaimers.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
        <p>© 2024 Cadillac. Showroom for LYRIQ in Australia and New Zealand.</p>
        {devMode ? (
          <p className={styles.dev}>
            Developer mode is on. <Link to="/__dev/off">Turn it off</Link>
          </p>
        ) : null}
      </footer>
    </div>
  );
}

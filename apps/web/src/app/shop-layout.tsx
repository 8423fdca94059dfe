import type { CountryCode } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GlobalMenu, SiteFooter } from '../features/navigation';
import { useStore } from '../state/create-store';
import { devModeStore } from '../state/dev-mode';
import styles from './shop-layout.module.css';

/** Header (the global menu), main and footer around every page of a market. */
export function ShopLayout({ country, children }: { country: CountryCode; children: ReactNode }) {
  const devMode = useStore(devModeStore);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <GlobalMenu country={country} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter
        country={country}
        extra={
          devMode ? (
            <p className={styles.dev}>
              Developer mode is on. <Link to="/__dev/off">Turn it off</Link>
            </p>
          ) : null
        }
      />
    </div>
  );
}

import { type CountryCode, marketOf } from '@showroom/domain';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { AccountMenu, useSignedIn } from '../features/account';
import { GlobalMenu } from '../features/navigation/components/global-menu';
import { setAnalyticsSignedIn } from '../lib/analytics';
import { useStore } from '../state/create-store';
import { devModeStore } from '../state/dev-mode';
import styles from './shop-layout.module.css';

// The live-event stream opens after load anyway: its code is not part of the first screen's either.
const LiveUpdates = lazy(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

// Under every page: loaded after the first screen (docs/performance.md).
const SiteFooter = lazy(() =>
  import('../features/navigation/components/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/** Header (the global menu), main and footer around every page of a market. */
export function ShopLayout({ country, children }: { country: CountryCode; children: ReactNode }) {
  const devMode = useStore(devModeStore);
  const signedIn = useSignedIn();
  useEffect(() => setAnalyticsSignedIn(signedIn), [signedIn]);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <GlobalMenu
        country={country}
        signedIn={signedIn}
        account={<AccountMenu country={country} market={marketOf(country)} />}
      />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Suspense fallback={null}>
        <LiveUpdates country={country} />
      </Suspense>
      <Suspense fallback={null}>
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
      </Suspense>
    </div>
  );
}

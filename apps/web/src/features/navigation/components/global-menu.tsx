import { type CountryCode, marketOf } from '@showroom/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { track } from '../../../lib/analytics';
import { shopLinks, vehicleGroups } from '../content';
import styles from './global-menu.module.css';
import { MenuDropdown } from './menu-dropdown';
import { NavLink } from './nav-link';

const MenuDrawer = lazy(() => import('./menu-drawer'));

type Dropdown = 'vehicles' | 'shop';

/**
 * The global menu (spec 000 section 2 item 14): VEHICLES and SHOP dropdowns and TEST DRIVE on wide screens,
 * the account popup (composed in by the app: `account`), and the drawer with the LYRIQ, UPCOMING VEHICLES,
 * DISCOVER and OWNERSHIP groups. `signedIn` gives the header its signed-in look.
 */
export function GlobalMenu({
  country,
  account = null,
  signedIn = false,
}: {
  country: CountryCode;
  account?: ReactNode;
  signedIn?: boolean;
}) {
  const market = marketOf(country);
  const [dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [drawer, setDrawer] = useState(false);
  const toggle = (name: Dropdown) => (open: boolean) => {
    if (open) track('menu_open', { menu: name });
    setDropdown(open ? name : null);
  };
  const close = () => setDropdown(null);

  return (
    <header className={`${styles.header} ${signedIn ? styles.signedIn : ''}`}>
      <Link to={`/${market}/`} className={styles.brand}>
        CADILLAC<span className="visually-hidden"> LYRIQ home</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <MenuDropdown label="VEHICLES" open={dropdown === 'vehicles'} onOpenChange={toggle('vehicles')}>
          <div className={styles.groups}>
            {vehicleGroups(country, market).map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <NavLink link={link} className={styles.panelLink} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </MenuDropdown>
        <MenuDropdown label="SHOP" open={dropdown === 'shop'} onOpenChange={toggle('shop')}>
          <ul className={styles.list}>
            {shopLinks(country, market).map((link) => (
              <li key={link.label}>
                <NavLink link={link} className={styles.panelLink} onNavigate={close} />
              </li>
            ))}
          </ul>
        </MenuDropdown>
        <Link to={`/${market}/test-drive`} className={`${styles.topItem} ${styles.wideOnly}`}>
          TEST DRIVE
        </Link>
      </nav>
      <div className={styles.end}>
        <span className={styles.market}>{country === 'NZ' ? 'New Zealand' : 'Australia'}</span>
        {account}
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => {
            track('menu_open', { menu: 'drawer' });
            setDrawer(true);
          }}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      {drawer ? (
        <Suspense fallback={null}>
          <MenuDrawer country={country} onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

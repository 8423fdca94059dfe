import * as RadixDialog from '@radix-ui/react-dialog';
import { type CountryCode, marketOf } from '@showroom/domain';
import { BodyPortal } from '../../../components/body-portal';
import { useReturnFocus } from '../../../components/use-return-focus';
import { drawerGroups } from '../content';
import styles from './menu-drawer.module.css';
import { NavLink } from './nav-link';

/** The drawer of the global menu: LYRIQ, UPCOMING VEHICLES, DISCOVER and OWNERSHIP (spec 000 section 2 item 14). */
export default function MenuDrawer({ country, onClose }: { country: CountryCode; onClose(): void }) {
  const groups = drawerGroups(country, marketOf(country));
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <BodyPortal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined} {...returnFocus}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>MENU</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close menu">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </RadixDialog.Close>
          </div>
          <nav aria-label="Menu" className={styles.body}>
            {groups.map((group, index) => (
              <section key={group.title} className={styles.group} aria-labelledby={`drawer-group-${index}`}>
                <h3 id={`drawer-group-${index}`} className={styles.groupTitle}>
                  {group.title}
                </h3>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <NavLink link={link} className={styles.link} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </RadixDialog.Content>
      </BodyPortal>
    </RadixDialog.Root>
  );
}

import { roleAtLeast } from '@showroom/domain';
import { Link } from 'wouter';
import styles from '../../../styles/staff-page.module.css';
import type { StaffMe } from '../api/staff-api';
import type { StaffNavItem } from '../staff-nav';

/** /staff: what this role can open. */
export function StaffHome({ me, sections }: { me: StaffMe; sections: readonly StaffNavItem[] }) {
  return (
    <>
      <h1 className={styles.title}>Back office</h1>
      <p>
        Signed in as {me.email} with the {me.role} role.
        {me.role === 'viewer' ? ' You can look at everything but change nothing.' : ''}
      </p>
      <ul>
        {sections
          .filter((s) => roleAtLeast(me.role, s.minRole))
          .map((s) => (
            <li key={s.path}>
              <Link to={`/${s.path}`}>{s.label}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}

import { roleAtLeast } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { StaffMe } from '../api/staff-api';
import type { StaffNavItem } from '../staff-nav';
import styles from './staff-layout.module.css';

/** The back office's frame: skip link, header with who is signed in, the sections this role may open, the page. */
export function StaffLayout({
  me,
  sections,
  children,
}: {
  me: StaffMe;
  sections: readonly StaffNavItem[];
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#staff-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <SectionLink to="/" end className={styles.brand}>
          Showroom back office
        </SectionLink>
        <p className={styles.who}>
          {me.email} <span className={styles.role}>{me.role}</span>
        </p>
      </header>
      <nav aria-label="Back office" className={styles.nav}>
        <ul>
          {sections
            .filter((section) => roleAtLeast(me.role, section.minRole))
            .map((section) => (
              <li key={section.path}>
                <SectionLink to={`/${section.path}`} className={styles.link}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
        </ul>
      </nav>
      <main id="staff-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** A link marked `aria-current="page"` while the address is `to` or (without `end`) below it. */
function SectionLink({
  to,
  end = false,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: string | undefined;
  children: ReactNode;
}) {
  const here = useLocation()[0].toLowerCase();
  const path = to.toLowerCase();
  const current = here === path || (!end && here.startsWith(`${path}/`));
  return (
    <Link to={to} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

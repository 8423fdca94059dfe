import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import styles from '../../../styles/staff-page.module.css';
import { type StaffMe, staffMeQuery, staffSignInUrl } from '../api/staff-api';

/** Renders the back office for a staff session; anyone else is asked to sign in as staff. */
export function StaffGate({ children }: { children: (me: StaffMe) => ReactNode }) {
  const me = useQuery(staffMeQuery);
  const [pathname] = useLocation();
  const search = useSearch();
  if (me.isPending) return <PageSpinner />;
  if (me.data) return children(me.data);
  return (
    <main className={styles.signIn}>
      <h1>Showroom back office</h1>
      <p>This area is for Showroom staff. Sign in with your staff account and its verification code.</p>
      <a
        className={styles.primaryLink}
        href={staffSignInUrl(`/staff${pathname}${search ? `?${search}` : ''}`)}
      >
        Sign in as staff
      </a>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { type SessionInfo, useSession } from '../api/account-api';

/** Pages for a signed-in customer: a visitor goes to the login-redirect screen with this page as return URL. */
export function RequireSignIn({
  market,
  children,
}: {
  market: string;
  children: (session: SessionInfo) => ReactNode;
}) {
  const session = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (session.isPending) return <PageSpinner />;
  if (!session.data?.signedIn) {
    const returnUrl = encodeURIComponent(search ? `${pathname}?${search}` : pathname);
    return <Redirect to={`/${market}/sign-in?returnUrl=${returnUrl}`} replace />;
  }
  return children(session.data);
}

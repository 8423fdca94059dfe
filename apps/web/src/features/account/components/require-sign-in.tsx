import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { Navigate, useLocation } from '../../../lib/router';
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
  const location = useLocation();
  if (session.isPending) return <PageSpinner />;
  if (!session.data?.signedIn) {
    const returnUrl = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/${market}/sign-in?returnUrl=${returnUrl}`} replace />;
  }
  return children(session.data);
}

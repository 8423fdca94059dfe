import type { CountryCode } from '@showroom/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { signInUrl } from '../api/account-api';

/**
 * The login-redirect screen: sign-in starts after 1 s (spec 000 §9). The server keeps the return URL with the
 * sign-in in progress and sends the browser back there.
 */
export function SignInRedirect({ country }: { country: CountryCode }) {
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? undefined;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.location.assign(signInUrl({ country, ...(returnUrl ? { returnUrl } : {}) }));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [country, returnUrl]);
  return <PageSpinner label="Taking you to sign in..." />;
}

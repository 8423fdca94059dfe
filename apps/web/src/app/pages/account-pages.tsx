import type { CountryCode } from '@showroom/domain';
import styles from '../../features/account/components/account-pages.module.css';
import { AccountDeleted } from '../../features/account/components/privacy/account-deleted';
import { DataPrivacy } from '../../features/account/components/privacy/data-privacy';
import { ProfileForm } from '../../features/account/components/profile-form';
import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { SignInRedirect } from '../../features/account/components/sign-in-redirect';
import { PostSignIn } from './post-sign-in';

/** The account pages, loaded together and lazily: none of them is on the configurator's first load. */
export function AuthPage({ market }: { market: string }) {
  return <PostSignIn market={market} />;
}

export function SignInPage({ country }: { country: CountryCode }) {
  return <SignInRedirect country={country} />;
}

export function ProfilePage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {(session) => (
        <section className={styles.page} aria-labelledby="profile-title">
          <h1 className={styles.title} id="profile-title">
            Profile
          </h1>
          <ProfileForm session={session} />
        </section>
      )}
    </RequireSignIn>
  );
}

export function DataPrivacyPage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {(session) => (
        <section className={styles.page} aria-labelledby="data-privacy-title">
          <h1 className={styles.title} id="data-privacy-title">
            Data and privacy
          </h1>
          <DataPrivacy market={market} session={session} />
        </section>
      )}
    </RequireSignIn>
  );
}

/** After a deletion the customer is signed out: this page needs no sign-in. */
export function AccountDeletedPage({ market }: { market: string }) {
  return (
    <section className={styles.page} aria-labelledby="account-deleted-title">
      <h1 className={styles.title} id="account-deleted-title">
        Your account has been deleted
      </h1>
      <AccountDeleted market={market} />
    </section>
  );
}

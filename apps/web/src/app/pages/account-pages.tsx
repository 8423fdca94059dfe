import type { CountryCode } from '@showroom/domain';
import styles from '../../features/account/components/account-pages.module.css';
import { MyOrders } from '../../features/account/components/my-orders';
import { OrderDetail } from '../../features/account/components/order-detail';
import { PostSignIn } from '../../features/account/components/post-sign-in';
import { AccountDeleted } from '../../features/account/components/privacy/account-deleted';
import { DataPrivacy } from '../../features/account/components/privacy/data-privacy';
import { ProfileForm } from '../../features/account/components/profile-form';
import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { SignInRedirect } from '../../features/account/components/sign-in-redirect';

/** The account pages, loaded together and lazily: none of them is on the configurator's first load. */
export function AuthPage({ market }: { market: string }) {
  return <PostSignIn market={market} />;
}

export function SignInPage({ country }: { country: CountryCode }) {
  return <SignInRedirect country={country} />;
}

export function MyOrdersPage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {(session) => <MyOrders market={market} session={session} />}
    </RequireSignIn>
  );
}

export function OrderDetailPage({ market }: { market: string }) {
  return (
    <RequireSignIn market={market}>
      {(session) => <OrderDetail market={market} session={session} />}
    </RequireSignIn>
  );
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

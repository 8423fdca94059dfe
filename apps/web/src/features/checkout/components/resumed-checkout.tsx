import { type CountryCode, marketOf } from '@showroom/domain';
import { Link } from 'wouter';
import { checkoutText } from '../content';
import type { HeldReservation } from '../held-reservation';
import styles from './checkout.module.css';
import { DepositPanel } from './deposit-panel';
import { PaymentStep, reservationOf } from './payment-step';

/**
 * The payment step of a hold this visitor already has (`redirectPage` after sign-in or from an email, spec 000
 * section 2; or the checkout loaded again by a reload, Back/Forward or a second tab): the same order, with the
 * countdown the server has left on it.
 */
export function ResumedCheckout({
  country,
  held,
  onStartAgain,
}: {
  country: CountryCode;
  held: HeldReservation;
  onStartAgain(): void;
}) {
  const { summary } = held;
  return (
    <div className={styles.page}>
      <div className={styles.flow}>
        <Link to={`/${marketOf(country)}/#checkout`} className={styles.back}>
          {checkoutText.back}
        </Link>
        <h1 className={styles.heading}>{checkoutText.accountHeading}</h1>
        <p>
          {summary.firstName} {summary.lastName}, {summary.orderNo}
        </p>
        <PaymentStep country={country} initial={reservationOf(held)} onStartAgain={onStartAgain} />
      </div>
      <DepositPanel
        country={country}
        state={summary.state ?? undefined}
        vehicle={`${summary.vehicle.variantName}, ${summary.vehicle.exteriorName}, ${summary.vehicle.interiorName}`}
        reservedPrice={summary.driveawayPrice}
      />
    </div>
  );
}

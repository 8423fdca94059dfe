import { type CountryCode, cents, formatMoney, isFinance } from '@showroom/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useStore } from '../../../state/create-store';
import {
  openPaymentOptions,
  paymentOptionStore,
  paymentOptionsDialogStore,
} from '../../../state/payment-options';
import { useDriveAwayCost } from '../api/get-driveaway-cost';
import { useDriveAwayRequest } from '../hooks/use-driveaway-request';
import styles from './driveaway-price.module.css';

const PriceSummaryDialog = lazy(() => import('./price-summary-dialog'));
// The finance line and its calculation load only for a customer who pays by finance.
const FinanceRepayment = lazy(() =>
  import('./finance-repayment').then((module) => ({ default: module.FinanceRepayment })),
);

/**
 * The bottom bar's price (spec 000 section 2 item 9): the drive-away price, announced politely when it changes,
 * the repayment of the customer's loan when they pay by finance, the savings applied and the 'Pricing & Finance
 * Details' link to the payment options dialog. While a new price loads the last one stays, marked as updating;
 * a failed call says so and offers to try again.
 */
export function DriveAwayPrice({
  country,
  pictures,
}: {
  country: CountryCode;
  /** The configuration's pictures, shown in YOUR LYRIQ SUMMARY (the configurator's summary gallery). */
  pictures?: ReactNode;
}) {
  const body = useDriveAwayRequest(country);
  const query = useDriveAwayCost(body);
  const dialog = useStore(paymentOptionsDialogStore);
  const paymentOption = useStore(paymentOptionStore);
  const cost = body ? query.data?.driveawayCostData : undefined;
  const failed = Boolean(body) && query.isError && !query.isFetching;
  const updating = Boolean(body) && query.isFetching;

  return (
    <div className={styles.price}>
      <p className={styles.live} aria-live="polite" aria-atomic="true">
        <span className={styles.label}>Drive-away price</span>{' '}
        <span className={`${styles.amount} ${updating ? styles.updating : ''}`}>
          {cost && !failed ? formatMoney(cents(cost.driveawayPrice)) : '—'}
        </span>
        {updating ? <span className="visually-hidden">Updating the price</span> : null}
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          We could not calculate the drive-away price.{' '}
          <button type="button" className={styles.link} onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {cost && !failed ? (
        <p className={styles.extras}>
          {paymentOption && isFinance(paymentOption) ? (
            <Suspense fallback={null}>
              <FinanceRepayment
                country={country}
                driveAwayPrice={cost.driveawayPrice}
                option={paymentOption}
              />
            </Suspense>
          ) : null}
          {cost.totalSaving > 0 ? (
            <span className={styles.saving}>Savings applied {formatMoney(cents(cost.totalSaving))}</span>
          ) : null}
          <button type="button" className={styles.link} onClick={() => openPaymentOptions(false)}>
            Pricing &amp; Finance Details
          </button>
        </p>
      ) : null}
      {dialog.open && cost ? (
        <Suspense fallback={null}>
          <PriceSummaryDialog
            cost={cost}
            calculateFinance={dialog.calculateFinance}
            pictures={pictures}
            onClose={() => paymentOptionsDialogStore.set({ open: false })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

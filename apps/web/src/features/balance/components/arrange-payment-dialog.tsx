import { cents, displayWireDate, formatMoney } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { type BalanceOrder, paymentInfoQuery, paymentSummaryHref } from '../api/balance-calls';
import { balanceText } from '../content';
import styles from './balance.module.css';

/**
 * Arrange Payment (spec 002 sections 3 and 4): the balance still owed, the order number as the transfer's
 * reference, the due date (or that it follows from the delivery date), the market's bank account, and the payment
 * summary PDF with the same figures.
 */
export function ArrangePaymentDialog({ order, onClose }: { order: BalanceOrder; onClose(): void }) {
  const info = useQuery(paymentInfoQuery(order));
  const data = info.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={balanceText.arrangeTitle}
      size="md"
    >
      {info.isPending ? <p aria-live="polite">Loading...</p> : null}
      {info.error ? (
        <Notice tone="error">
          {info.error instanceof ApiError ? info.error.message : balanceText.failed}
        </Notice>
      ) : null}
      {data ? (
        <>
          <p>{balanceText.arrangeIntro}</p>
          <dl className={styles.details}>
            <dt>Balance owing</dt>
            <dd className="tabular" data-testid="balance-owing">
              {formatMoney(cents(data.Balance))}
            </dd>
            <dt>Payment reference</dt>
            <dd data-testid="payment-reference">{data.YanaOrderNo}</dd>
            <dt>Payment due</dt>
            <dd data-testid="payment-due">
              {data.PaymentDueDate ? (
                <time dateTime={data.PaymentDueDate.split('.').reverse().join('-')}>
                  {displayWireDate(data.PaymentDueDate)}
                </time>
              ) : (
                'Follows from your delivery date'
              )}
            </dd>
          </dl>
          {data.PaymentDueDate ? null : <p className={styles.small}>{balanceText.dueUnknown}</p>}
          <h3 className={styles.subTitle}>Bank details</h3>
          <dl className={styles.details}>
            <dt>Bank</dt>
            <dd>{data.BankDetails.BankName}</dd>
            <dt>Branch</dt>
            <dd>{data.BankDetails.BankBranchName}</dd>
            <dt>Account name</dt>
            <dd>{data.BankDetails.AccountName}</dd>
            <dt>{data.Country === 'NZ' ? 'Bank and branch' : 'BSB'}</dt>
            <dd>{data.BankDetails.BSBNumber}</dd>
            <dt>Account number</dt>
            <dd>{data.BankDetails.AccountNumber}</dd>
            <dt>Questions</dt>
            <dd>
              <a href={`tel:${data.BankDetails.Phone.replaceAll(' ', '')}`}>{data.BankDetails.Phone}</a>
            </dd>
          </dl>
          <p className={styles.small}>{balanceText.dueNote}</p>
          <div className={styles.actions}>
            <a href={paymentSummaryHref(order)} download>
              {balanceText.download}
            </a>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

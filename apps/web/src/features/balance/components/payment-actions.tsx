import { isPlacedStatus } from '@showroom/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { type BalanceOrder, paymentSummaryHref } from '../api/balance-calls';
import { balanceText } from '../content';
import { ArrangePaymentDialog } from './arrange-payment-dialog';
import styles from './balance.module.css';

/**
 * Under the order page's payment summary: Arrange Payment while a balance is owed on a placed order (at any step,
 * not only when the tracker reaches Pay Your Balance) and the payment summary PDF.
 */
export function PaymentActions({ order }: { order: BalanceOrder }) {
  const [open, setOpen] = useState(false);
  // A cancelled order keeps its summary (the deposit and its refund); an unpaid one has nothing to arrange yet.
  if (!order.isCancelled && !isPlacedStatus(order.orderStatus)) return null;
  return (
    <div className={styles.actions}>
      {!order.isCancelled && order.currentBalance > 0 && order.orderStatus !== 'Delivered' ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {balanceText.arrangeTitle}
        </Button>
      ) : null}
      <a href={paymentSummaryHref(order)} download>
        {balanceText.download}
      </a>
      {open ? <ArrangePaymentDialog order={order} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

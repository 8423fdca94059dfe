import { RetryPaymentDialog } from '../features/balance';
import { CardForm } from '../features/checkout';
import type { OrderActionProps } from '../features/orders/tracker-actions';

/** Re-try Payment on the order page: the balance feature's dialog with checkout's card form. */
export default function RetryPaymentAction(props: OrderActionProps) {
  return <RetryPaymentDialog {...props} CardForm={CardForm} />;
}

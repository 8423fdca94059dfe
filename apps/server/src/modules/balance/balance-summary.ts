import type { PaymentInfo } from '@showroom/contract';
import {
  balanceDueDate,
  type CountryCode,
  currentBalance,
  dottedDate,
  holidayRegionOf,
} from '@showroom/domain';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { OrderRow } from '../order/order.repository';
import { orderNumberOf } from '../order/order-summary';
import { paymentHistoryOf, type ReceivedPayment } from '../order-tracker/payment-history';
import { bankDetailsOf } from './bank-details';

/** Everything the Arrange Payment dialog and the payment summary PDF show: one computation, the same numbers. */
export interface BalanceSummary {
  info: PaymentInfo;
  driveAwayCents: number;
  history: ReceivedPayment[];
  paidCents: number;
}

/**
 * The day the balance is due (DD.MM.YYYY), or null before a delivery date is booked. A date beyond the years the
 * holiday tables hold answers null too: the dialog then says the due date follows from the delivery date.
 */
export function balanceDueDateOf(order: OrderRow): string | null {
  if (!order.deliveryDate) return null;
  try {
    const region = holidayRegionOf(order.country as CountryCode, order.state);
    return dottedDate(balanceDueDate(region, order.deliveryDate, order.deliveryOption));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** An order's balance as its snapshot and payments say: owed, reference, due date and where to pay. */
export async function balanceSummaryOf(db: DbExecutor, order: OrderRow): Promise<BalanceSummary> {
  const country = order.country as CountryCode;
  const [history, bank] = await Promise.all([paymentHistoryOf(db, order.id), bankDetailsOf(db, country)]);
  const received = history.map((payment) => payment.paymentAmount);
  return {
    info: {
      YanaOrderNo: orderNumberOf(order),
      Balance: currentBalance(order.driveAwayCents, received),
      PaymentDueDate: balanceDueDateOf(order),
      Country: country,
      BankDetails: bank,
    },
    driveAwayCents: order.driveAwayCents,
    history,
    paidCents: received.reduce((sum, amount) => sum + amount, 0),
  };
}

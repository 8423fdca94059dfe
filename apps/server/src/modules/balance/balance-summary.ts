import type { PaymentInfo } from '@showroom/contract';
import { type BalanceStanding, balanceStandingOf, type CountryCode } from '@showroom/domain';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { OrderRow } from '../order';
import { orderNumberOf } from '../order';
import { balanceDueDateOf, type LedgerEntry, ledgerOf } from '../payments';
import { bankDetailsOf } from './bank-details';

/** Everything the Arrange Payment dialog and the payment summary PDF show: one computation, the same numbers. */
export interface BalanceSummary {
  info: PaymentInfo;
  driveAwayCents: number;
  depositCents: number;
  standing: BalanceStanding;
  history: LedgerEntry[];
  /** Money received, less money given back. */
  paidCents: number;
}

/** An order's balance as its snapshot and payments say: owed, reference, due date and where to pay. */
export async function balanceSummaryOf(db: DbExecutor, order: OrderRow): Promise<BalanceSummary> {
  const country = order.country as CountryCode;
  const [ledger, bank] = await Promise.all([ledgerOf(db, order), bankDetailsOf(db, country)]);
  return {
    info: {
      YanaOrderNo: orderNumberOf(order),
      Balance: ledger.balanceCents,
      PaymentDueDate: balanceDueDateOf(order),
      Country: country,
      BankDetails: bank,
    },
    driveAwayCents: order.driveAwayCents,
    depositCents: order.depositCents,
    standing: balanceStandingOf(order.status),
    history: ledger.entries,
    paidCents: ledger.receivedCents - ledger.refundedCents,
  };
}

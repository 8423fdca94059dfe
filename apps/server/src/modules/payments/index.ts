/*
 * The payments module's public face (docs/payments.md): the one writer of payment-attempt, refund and stock-unit
 * status, each through its domain machine, and the ledger every balance is read from. Other modules import this
 * file only; scripts/check-status-writers.mjs fails the build when another module writes those statuses itself.
 */
export { balanceDueDateOf } from './balance-due';
export { type CancelledDeposit, settleCancellation } from './cancellation';
export { type DepositDeps, type DepositOrders, type Deposits, deposits } from './deposits';
export { type Ledger, type LedgerEntry, ledgerOf, type RefundStanding } from './ledger';
export {
  type AttemptChange,
  expireOpenAttempts,
  findAttempt,
  latestAttempt,
  noteProviderResult,
  type PaymentAttemptRow,
} from './payment-attempts';
export { flagRefund, type RefundFlag, type RefundReason, refundReasonTexts } from './refund-flags';
export { type DepositRefundDeps, type DepositRefunds, depositRefunds, refundEventCodes } from './refunds';
export { moveUnit, type UnitTarget, unitGuard, unitHeldBy } from './stock-units';
export { recordTransfer, type Transfer } from './transfers';

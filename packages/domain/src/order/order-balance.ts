import type { OrderStatus } from './order-status';

/*
 * What the customer still owes on an order (spec 002 section 3: finalPaymentAmount, currentBalance), in cents.
 */

/**
 * The balance due after the deposit: the drive-away price less the deposit.
 * @example finalPaymentAmount(11_897_290, 100_000) // 11_797_290
 */
export function finalPaymentAmount(driveAwayCents: number, depositCents: number): number {
  return Math.max(0, driveAwayCents - depositCents);
}

/**
 * The balance still owed: the drive-away price less every payment received (never below zero).
 * @example currentBalance(11_897_290, [100_000, 5_000_000]) // 6_797_290
 */
export function currentBalance(driveAwayCents: number, received: readonly number[]): number {
  return Math.max(
    0,
    received.reduce((left, amount) => left - amount, driveAwayCents),
  );
}

/**
 * Where an order stands with its money: its deposit still due (a checkout, or a deposit refused or run out), a
 * balance owing (placed), or closed (cancelled, or a late deposit being given back): a closed order owes nothing.
 */
export type BalanceStanding = 'DepositDue' | 'Owing' | 'Closed';

const standings: Record<OrderStatus, BalanceStanding> = {
  NoActivity: 'DepositDue',
  CheckoutPaymentPage: 'DepositDue',
  Expired: 'DepositDue',
  Ordered: 'Owing',
  'Ordered Confirmed': 'Owing',
  'Preparing To Ship': 'Owing',
  Delivered: 'Owing',
  Cancelled: 'Closed',
  RefundDue: 'Closed',
};

/**
 * @example balanceStandingOf('Ordered') // 'Owing'
 * @example balanceStandingOf('Cancelled') // 'Closed'
 */
export function balanceStandingOf(status: OrderStatus): BalanceStanding {
  return standings[status];
}

/**
 * What the customer owes, from the ledger: the drive-away price less the money received plus the money given back,
 * never below zero; nothing on a closed order.
 * @example balanceOwed('Ordered', 11_897_290, 200_000, 100_000) // 11_797_290 (a second deposit refunded)
 * @example balanceOwed('Cancelled', 11_897_290, 100_000, 100_000) // 0
 */
export function balanceOwed(
  status: OrderStatus,
  driveAwayCents: number,
  receivedCents: number,
  refundedCents: number,
): number {
  if (balanceStandingOf(status) === 'Closed') return 0;
  return currentBalance(driveAwayCents, [receivedCents - refundedCents]);
}

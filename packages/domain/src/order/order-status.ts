/*
 * The statuses of an order (spec 002 section 3 "Order statuses", spec 000 section 4) plus the shop's own two for
 * the checkout's ends: `Expired` (the hold ran out unpaid) and `RefundDue` (a deposit arrived after the hold ended,
 * the vehicle was not kept and the card is to be refunded). docs/order-pipelines.md tells their story.
 */

export const orderStatuses = [
  'NoActivity',
  'CheckoutPaymentPage',
  'Ordered',
  'Ordered Confirmed',
  'Preparing To Ship',
  'Delivered',
  'Cancelled',
  'Expired',
  'RefundDue',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A placed order that keeps its vehicle: the deposit is in and the order is not cancelled. */
export const placedStatuses = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered'] as const;
export type PlacedStatus = (typeof placedStatuses)[number];

/**
 * The orders a customer follows in My Orders: placed, cancelled, or whose late deposit is being refunded. A hold
 * still unpaid or run out is a checkout, not an order, unless its card was refused (`depositDueStatuses`).
 */
export const listedStatuses = [...placedStatuses, 'Cancelled', 'RefundDue'] as const;

/**
 * An order whose deposit is still unpaid: its hold runs, or ran out without a deposit. Re-try Payment is offered
 * on it, and once its card was refused it is listed in My Orders too, so the customer can find it again.
 */
export const depositDueStatuses = ['CheckoutPaymentPage', 'Expired'] as const;

/**
 * @example awaitsDeposit('Expired') // true
 * @example awaitsDeposit('Ordered') // false
 */
export function awaitsDeposit(status: OrderStatus): boolean {
  return (depositDueStatuses as readonly OrderStatus[]).includes(status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export function isPlacedStatus(status: OrderStatus): status is PlacedStatus {
  return (placedStatuses as readonly OrderStatus[]).includes(status);
}

/** The words a customer reads for each status (never the raw code). */
const labels: Record<OrderStatus, string> = {
  NoActivity: 'Not started',
  CheckoutPaymentPage: 'Awaiting deposit',
  Ordered: 'Order placed',
  'Ordered Confirmed': 'Order confirmed',
  'Preparing To Ship': 'Preparing your LYRIQ',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Expired: 'Reservation ended',
  RefundDue: 'Deposit being refunded',
};

/**
 * The status as a customer reads it.
 * @example orderStatusLabel('Ordered Confirmed') // 'Order confirmed'
 * @example orderStatusLabel('RefundDue') // 'Deposit being refunded'
 */
export function orderStatusLabel(status: OrderStatus): string {
  return labels[status];
}

/**
 * How an order card looks (spec 002 section 4 "My-orders card"): `active` while the order moves on, `complete`
 * once handed over (a quieter button), `ended` for an order that will not go on (the card fades).
 * @example orderStatusTone('Preparing To Ship') // 'active'
 * @example orderStatusTone('Cancelled') // 'ended'
 */
export function orderStatusTone(status: OrderStatus): 'active' | 'complete' | 'ended' {
  if (status === 'Delivered') return 'complete';
  if (status === 'Cancelled' || status === 'RefundDue' || status === 'Expired' || status === 'NoActivity') {
    return 'ended';
  }
  return 'active';
}

/**
 * The order number customers and staff read, from the order's sequence number.
 * @example orderNumberText(100_001) // 'SR-100001'
 */
export function orderNumberText(orderNo: number): string {
  return `SR-${orderNo}`;
}

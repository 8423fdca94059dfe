/*
 * One card payment attempt of an order (a provider session) and the money it moved: the attempt is `created` with
 * the shop's row, `pending` once its provider session is open, then `authorised` (it counts for the order),
 * `refused`, or `expired` with the hold. Card money the shop gives back walks `refund_due` → `refunded` or
 * `refund_failed`. `advancePayment` is the one function that decides a change; the server's payments module is
 * the one writer of the status, and the database's check is generated from `paymentAttemptStatuses`.
 */

export const paymentAttemptStatuses = [
  'created',
  'pending',
  'authorised',
  'refused',
  'expired',
  'refund_due',
  'refunded',
  'refund_failed',
] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

export const paymentAttemptEvents = [
  'SessionOpened',
  'Authorised',
  'Refused',
  'HoldEnded',
  'RefundFlagged',
  'RefundSettled',
  'RefundFailed',
] as const;
export type PaymentAttemptEvent = (typeof paymentAttemptEvents)[number];

/** Attempts whose card was charged: they count as received money until a refund gives it back. */
export const chargedStatuses: readonly PaymentAttemptStatus[] = [
  'authorised',
  'refund_due',
  'refunded',
  'refund_failed',
];

/** Attempts still waiting for the card: the customer may be paying right now. */
export const openStatuses: readonly PaymentAttemptStatus[] = ['created', 'pending'];

/** Each event's statuses it may happen in, and where it leads. */
export const paymentAttemptTransitions: Readonly<
  Record<
    PaymentAttemptEvent,
    { readonly from: readonly PaymentAttemptStatus[]; readonly to: PaymentAttemptStatus }
  >
> = {
  SessionOpened: { from: ['created'], to: 'pending' },
  Authorised: { from: openStatuses, to: 'authorised' },
  Refused: { from: openStatuses, to: 'refused' },
  HoldEnded: { from: openStatuses, to: 'expired' },
  /** Money to give back: a late or second authorisation (from an open or closed attempt), or a cancellation. */
  RefundFlagged: { from: ['created', 'pending', 'refused', 'expired', 'authorised'], to: 'refund_due' },
  RefundSettled: { from: ['refund_due', 'refund_failed'], to: 'refunded' },
  /** A refund the provider could not make, or one it made that the bank sent back (REFUND_FAILED). */
  RefundFailed: { from: ['refund_due', 'refunded'], to: 'refund_failed' },
};

export type PaymentAdvance =
  | { readonly ok: true; readonly status: PaymentAttemptStatus }
  | { readonly ok: false; readonly refusal: 'NotNow'; readonly message: string };

/**
 * The status an event leads to, or why it cannot happen now.
 * @example advancePayment('pending', 'Authorised') // { ok: true, status: 'authorised' }
 * @example advancePayment('refunded', 'Authorised') // { ok: false, refusal: 'NotNow', … }
 */
export function advancePayment(status: PaymentAttemptStatus, event: PaymentAttemptEvent): PaymentAdvance {
  const transition = paymentAttemptTransitions[event];
  if (transition.from.includes(status)) return { ok: true, status: transition.to };
  return { ok: false, refusal: 'NotNow', message: `A ${status} payment cannot take ${event}.` };
}

/** The statuses an event may leave, for the SQL guard of the one writer. */
export function paymentStatusesBefore(event: PaymentAttemptEvent): readonly PaymentAttemptStatus[] {
  return paymentAttemptTransitions[event].from;
}

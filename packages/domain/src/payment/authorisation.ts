import { authorisedInTime } from '../checkout/reservation';
import { isPlacedStatus, type OrderStatus } from '../order/order-status';
import { chargedStatuses, openStatuses, type PaymentAttemptStatus } from './payment-attempt';

/*
 * What a card authorisation means for its order (spec 001 sections 4 and 8; docs/payments.md): it places the
 * order, it was already counted, or its money goes back. The one decision for place-order and the provider's
 * notification alike; the payments module applies the outcome in the transaction that holds the order's lock.
 */

/** Why an authorised charge is given back without being asked. */
export type AutoRefundReason =
  | 'HoldEnded'
  | 'OrderAlreadyPaid'
  | 'AuthorisedTwice'
  | 'AmountDiffers'
  | 'AttemptClosed';

export type AuthorisationOutcome =
  /** The deposit counts: the attempt is authorised, the order placed and its unit sold. */
  | { readonly kind: 'Place' }
  /** The same charge heard of again (place-order and the notification, or a redelivery): nothing changes. */
  | { readonly kind: 'AlreadyCounted' }
  | {
      readonly kind: 'Refund';
      readonly reason: AutoRefundReason;
      /** Whether the attempt itself becomes refund_due (not when it already counts and this is another charge). */
      readonly flagAttempt: boolean;
      /** Whether the order records its late deposit (RefundDue) and lets its vehicle go. */
      readonly late: boolean;
    };

export interface AuthorisationOrder {
  readonly status: OrderStatus;
}

export interface AuthorisationAttempt {
  readonly status: PaymentAttemptStatus;
  readonly pspReference: string | null;
  readonly amountCents: number;
  readonly currency: string;
}

export interface AuthorisationHold {
  readonly reservedUntil: Date;
  /** Whether the order's vehicle is still reserved for it (not taken by another hold after this one ran out). */
  readonly holdsUnit: boolean;
}

export interface Authorisation {
  readonly pspReference: string;
  readonly amountCents: number;
  readonly currency: string;
  /** When the shop heard of it: the notification's own date is not covered by its signature. */
  readonly at: Date;
}

const waitingForDeposit: readonly OrderStatus[] = ['CheckoutPaymentPage', 'Expired'];

/**
 * The outcome of one authorisation for its order, attempt and hold.
 * @example decideAuthorisation({ status: 'CheckoutPaymentPage' }, pending, heldUntilLater, authorisedNow)
 * // { kind: 'Place' }
 * @example decideAuthorisation({ status: 'Ordered' }, pending, hold, authorisedNow)
 * // { kind: 'Refund', reason: 'OrderAlreadyPaid', flagAttempt: true, late: false }
 */
export function decideAuthorisation(
  order: AuthorisationOrder,
  attempt: AuthorisationAttempt,
  hold: AuthorisationHold,
  authorisation: Authorisation,
): AuthorisationOutcome {
  const counted = chargedStatuses.includes(attempt.status);
  if (counted && attempt.pspReference === authorisation.pspReference) return { kind: 'AlreadyCounted' };
  const refund = (reason: AutoRefundReason, late = false) =>
    ({ kind: 'Refund', reason, flagAttempt: !counted, late }) as const;
  if (authorisation.amountCents !== attempt.amountCents || authorisation.currency !== attempt.currency) {
    return refund('AmountDiffers');
  }
  if (counted) return refund(isPlacedStatus(order.status) ? 'AuthorisedTwice' : 'AttemptClosed');
  if (isPlacedStatus(order.status)) return refund('OrderAlreadyPaid');
  const late = waitingForDeposit.includes(order.status);
  if (!openStatuses.includes(attempt.status)) {
    return refund(attempt.status === 'expired' ? 'HoldEnded' : 'AttemptClosed', late);
  }
  const inTime =
    order.status === 'CheckoutPaymentPage' &&
    hold.holdsUnit &&
    authorisedInTime(hold.reservedUntil, authorisation.at);
  return inTime ? { kind: 'Place' } : refund('HoldEnded', late);
}

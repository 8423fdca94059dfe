import { describe, expect, it } from 'vitest';
import { type OrderStatus, orderStatuses } from '../order/order-status';
import {
  type AuthorisationAttempt,
  type AuthorisationHold,
  type AuthorisationOutcome,
  type AutoRefundReason,
  decideAuthorisation,
} from './authorisation';
import { type PaymentAttemptStatus, paymentAttemptStatuses } from './payment-attempt';

const at = new Date('2026-12-01T01:00:00.000Z');
const heldUntil = new Date(at.getTime() + 60_000);
const held: AuthorisationHold = { reservedUntil: heldUntil, holdsUnit: true };
const attemptIn = (
  status: PaymentAttemptStatus,
  pspReference: string | null = null,
): AuthorisationAttempt => ({
  status,
  pspReference,
  amountCents: 100_000,
  currency: 'AUD',
});
const fresh = { pspReference: 'PSP-NEW', amountCents: 100_000, currency: 'AUD', at };

const place = { kind: 'Place' } as const;
const refund = (reason: AutoRefundReason, flagAttempt: boolean, late = false) =>
  ({ kind: 'Refund', reason, flagAttempt, late }) as const;

/*
 * A new charge (a PSP reference not seen before, the session's amount, in time, the unit still held) for every
 * order status × attempt status, restated by hand: what docs/payments.md "Authorisations" says happens.
 */
const open = (status: OrderStatus, counted: boolean): AuthorisationOutcome => {
  const placed = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered'].includes(status);
  if (counted) return refund(placed ? 'AuthorisedTwice' : 'AttemptClosed', false);
  if (placed) return refund('OrderAlreadyPaid', true);
  const late = status === 'CheckoutPaymentPage' || status === 'Expired';
  return status === 'CheckoutPaymentPage' ? place : refund('HoldEnded', true, late);
};
const expectedFor = (status: OrderStatus, attempt: PaymentAttemptStatus): AuthorisationOutcome => {
  const counted = ['authorised', 'refund_due', 'refunded', 'refund_failed'].includes(attempt);
  if (counted || attempt === 'created' || attempt === 'pending') return open(status, counted);
  const placed = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered'].includes(status);
  if (placed) return refund('OrderAlreadyPaid', true);
  const late = status === 'CheckoutPaymentPage' || status === 'Expired';
  return refund(attempt === 'expired' ? 'HoldEnded' : 'AttemptClosed', true, late);
};

describe('decideAuthorisation', () => {
  const table = orderStatuses.flatMap((order) =>
    paymentAttemptStatuses.map((attempt) => [order, attempt, expectedFor(order, attempt)] as const),
  );

  it.each(table)('order %s, attempt %s, a new charge → %o', (order, attempt, outcome) => {
    expect(decideAuthorisation({ status: order }, attemptIn(attempt, 'PSP-OLD'), held, fresh)).toEqual(
      outcome,
    );
  });

  it.each(paymentAttemptStatuses.map((status) => [status] as const))(
    'the same charge heard again on a %s attempt is counted once',
    (status) => {
      const outcome = decideAuthorisation({ status: 'Ordered' }, attemptIn(status, 'PSP-NEW'), held, fresh);
      const counted = ['authorised', 'refund_due', 'refunded', 'refund_failed'].includes(status);
      expect(outcome.kind).toBe(counted ? 'AlreadyCounted' : 'Refund');
    },
  );

  it('places the order only while its hold runs and its unit is still held', () => {
    const pending = attemptIn('pending');
    const order = { status: 'CheckoutPaymentPage' } as const;
    expect(decideAuthorisation(order, pending, held, { ...fresh, at: heldUntil })).toEqual(place);
    const afterEnd = { ...fresh, at: new Date(heldUntil.getTime() + 1) };
    expect(decideAuthorisation(order, pending, held, afterEnd)).toEqual(refund('HoldEnded', true, true));
    const taken = { ...held, holdsUnit: false };
    expect(decideAuthorisation(order, pending, taken, fresh)).toEqual(refund('HoldEnded', true, true));
  });

  it('never counts a charge of another amount or currency than its session’s', () => {
    const order = { status: 'CheckoutPaymentPage' } as const;
    const pending = attemptIn('pending');
    expect(decideAuthorisation(order, pending, held, { ...fresh, amountCents: 1 })).toEqual(
      refund('AmountDiffers', true),
    );
    expect(decideAuthorisation(order, pending, held, { ...fresh, currency: 'NZD' })).toEqual(
      refund('AmountDiffers', true),
    );
    const paid = attemptIn('authorised', 'PSP-OLD');
    expect(decideAuthorisation({ status: 'Ordered' }, paid, held, { ...fresh, amountCents: 1 })).toEqual(
      refund('AmountDiffers', false),
    );
  });
});

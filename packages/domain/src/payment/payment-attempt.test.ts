import { describe, expect, it } from 'vitest';
import {
  advancePayment,
  type PaymentAttemptEvent,
  type PaymentAttemptStatus,
  paymentAttemptEvents,
  paymentAttemptStatuses,
} from './payment-attempt';

/*
 * The machine as docs/payments.md writes it, restated independently of the code: for every status, where each
 * event leads. A missing entry is a refusal.
 */
const expected: Record<PaymentAttemptStatus, Partial<Record<PaymentAttemptEvent, PaymentAttemptStatus>>> = {
  created: {
    SessionOpened: 'pending',
    Authorised: 'authorised',
    Refused: 'refused',
    HoldEnded: 'expired',
    RefundFlagged: 'refund_due',
  },
  pending: {
    Authorised: 'authorised',
    Refused: 'refused',
    HoldEnded: 'expired',
    RefundFlagged: 'refund_due',
  },
  authorised: { RefundFlagged: 'refund_due' },
  refused: { RefundFlagged: 'refund_due' },
  expired: { RefundFlagged: 'refund_due' },
  refund_due: { RefundSettled: 'refunded', RefundFailed: 'refund_failed' },
  refunded: { RefundFailed: 'refund_failed' },
  refund_failed: { RefundSettled: 'refunded' },
};

describe('payment attempt machine', () => {
  const cases = paymentAttemptStatuses.flatMap((status) =>
    paymentAttemptEvents.map((event) => [status, event, expected[status][event]] as const),
  );

  it.each(cases)('%s + %s → %s', (status, event, to) => {
    const result = advancePayment(status, event);
    if (to === undefined) {
      expect(result).toMatchObject({ ok: false, refusal: 'NotNow' });
    } else {
      expect(result).toEqual({ ok: true, status: to });
    }
  });

  it('covers every status and event', () => {
    expect(cases).toHaveLength(paymentAttemptStatuses.length * paymentAttemptEvents.length);
    expect(Object.keys(expected).sort()).toEqual([...paymentAttemptStatuses].sort());
  });
});

import type { DataOf, getReservationStatus } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { reservationStatusQuery } from '../api/checkout-calls';
import { checkoutText } from '../content';

type SettledStatus = Exclude<DataOf<typeof getReservationStatus>, 'active'>;

/** How often the order's status is read while its payment is being confirmed, and for how long at most. */
export const confirmingPollMs = 2_000;
export const confirmingGiveUpMs = 120_000;

/**
 * Whether a failed payment call leaves the deposit unsettled rather than refused: the server says a payment is
 * being confirmed, or, after the card form reported an authorisation, place-order got no answer that refuses (a
 * lost connection, a 5xx, the balancer's 502): the instance may have died after the provider took the card.
 */
export function paymentUnsettled(error: unknown, authorised: boolean): boolean {
  if (error instanceof ApiError && error.errorCode === 'PaymentBeingConfirmed') return true;
  return authorised && !(error instanceof ApiError && error.httpStatus < 500);
}

/**
 * The payment step while its deposit is being confirmed (docs/payments.md "A payment being confirmed"): a polite
 * status, and the order's status read every 2 s until the provider's notification settles it (placed, or the hold
 * over). After 2 minutes it stops asking and points to My Orders and the confirmation email, never to a refusal.
 */
export function PaymentConfirming({
  orderID,
  onSettled,
}: {
  orderID: string;
  onSettled(status: SettledStatus): void;
}) {
  const report = useRef(onSettled);
  report.current = onSettled;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), confirmingGiveUpMs);
    return () => clearTimeout(timer);
  }, []);
  const status = useQuery({
    ...reservationStatusQuery(orderID),
    enabled: !gaveUp,
    // A failed read (the instance behind it may be the one that died) is asked again at the next interval.
    refetchInterval: (query) =>
      query.state.data === 'active' || !query.state.data ? confirmingPollMs : false,
  });
  const settled = status.data === 'active' ? undefined : status.data;
  useEffect(() => {
    if (settled) report.current(settled);
  }, [settled]);
  return <Notice>{gaveUp ? checkoutText.stillConfirming : checkoutText.confirming}</Notice>;
}

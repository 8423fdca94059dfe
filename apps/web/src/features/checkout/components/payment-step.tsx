import type { DataOf, placeReservation } from '@showroom/contract';
import {
  marketOf,
  maxReservationExtensions,
  reminderGraceSeconds,
  reservationExpiredMessage,
  reservationLostMessage,
} from '@showroom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { useLiveEvent } from '../../../lib/live-events';
import { useNavigate } from '../../../lib/navigation';
import {
  activeReservationQuery,
  extendCountdownCall,
  newPaymentIdsCall,
  placeOrderCall,
  reservationStatusQuery,
  savePaymentLogCall,
  setCountdownCall,
} from '../api/checkout-calls';
import { completeCheckout, releaseCheckoutHold } from '../checkout-storage';
import { checkoutText } from '../content';
import { CardForm } from './card-form';
import styles from './checkout.module.css';
import { FinalAgreement } from './final-agreement';
import { PaymentConfirming, paymentUnsettled } from './payment-confirming';

/** A reservation as the payment step needs it (place-reservation's or get-active-reservation's reply). */
export interface Reservation {
  orderID: string;
  orderNumber: string;
  customerId: string;
  customerNo: string;
  paymentId: string;
  sessionId: string | null;
  sessionData: string | null;
  provider: 'sandbox' | 'adyen';
  /** Adyen's public client key (its `test_`/`live_` prefix names the environment). */
  clientKey: string | null;
  countdown: number;
  stage: 1 | 2;
  extensions: number;
  driveawayPrice: number;
}

/** The payment step's view of a reservation reply (place-reservation, get-active-reservation). */
export function reservationOf(reply: DataOf<typeof placeReservation>): Reservation {
  return {
    orderID: reply.order.orderID,
    orderNumber: reply.order.yanaReservationNumber,
    customerId: reply.order.yanaCustomerID,
    customerNo: reply.order.yanaCustomerNo,
    paymentId: reply.order.rdPaymentTransactionID,
    sessionId: reply.order.adyenSessionID,
    sessionData: reply.order.adyenSessionData,
    provider: reply.order.paymentProvider,
    clientKey: reply.order.paymentClientKey,
    countdown: reply.reservationCountDown,
    stage: reply.reservationCountDownStage,
    extensions: reply.reservationExtensionCount,
    driveawayPrice: reply.order.driveawayPrice,
  };
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The payment panel (spec 001 section 4): the server's countdown, the final agreement, the provider's card form,
 * refusal with Re-try Payment, and the order on a confirmed authorisation; a payment whose result is not known yet
 * is being confirmed (PaymentConfirming), never refused. Once the hold is over it closes to the expired message,
 * with no countdown, and offers to start again (`onStartAgain`).
 */
export function PaymentStep({
  country,
  initial,
  onStartAgain,
}: {
  country: 'AU' | 'NZ';
  initial: Reservation;
  onStartAgain(): void;
}) {
  const navigate = useNavigate();
  const market = marketOf(country);
  const [reservation, setReservation] = useState(initial);
  // The countdown runs to a deadline, so a throttled background tab or a slept laptop shows the true time left.
  const [deadline, setDeadline] = useState(() => Date.now() + initial.countdown * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.ceil((deadline - now) / 1000);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [refused, setRefused] = useState(false);
  const [reminder, setReminder] = useState(initial.stage === 2);
  const [expired, setExpired] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // The step's calls: its writes as mutations, the status read through the query cache.
  const queryClient = useQueryClient();
  const { mutateAsync: setCountdown } = useMutation({ mutationFn: setCountdownCall });
  const { mutateAsync: extendCountdown } = useMutation({ mutationFn: extendCountdownCall });
  const { mutateAsync: newPaymentIds } = useMutation({ mutationFn: newPaymentIdsCall });
  const { mutateAsync: placeOrder } = useMutation({ mutationFn: placeOrderCall });
  const { mutateAsync: savePaymentLog } = useMutation({ mutationFn: savePaymentLogCall });

  // Leaving the payment step ends the checkout in progress: a later sign-in lands on my orders, not here.
  const leave = useCallback(
    (path: string) => {
      releaseCheckoutHold();
      navigate(path);
    },
    [navigate],
  );
  const goHome = useCallback(() => leave(`/${market}/`), [leave, market]);
  /**
   * The thank-you page of the placed order (spec 001 section 2 "Order success"), in the checkout's place in the
   * history: Back from it does not reopen a checkout.
   */
  const thankYou = useCallback(
    (ids: (string | null | undefined)[]) => {
      completeCheckout();
      navigate(
        `/${market}/order-success/${[...ids, country].map((p) => encodeURIComponent(p ?? '')).join('/')}`,
        { replace: true },
      );
    },
    [navigate, market, country],
  );

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  // At zero with an extension left (the first or the second) the reminder asks, and the server's countdown is read
  // again; with none left, or once the hold's grace minute past zero has run out too, the reservation is over.
  // Nothing happens while a payment is being submitted or confirmed.
  const extensionsLeft = reservation.extensions < maxReservationExtensions;
  const due = seconds <= 0;
  const over = seconds <= -reminderGraceSeconds;
  useEffect(() => {
    if (!due || expired || submitting || confirming) return;
    if (!extensionsLeft || over) return goHome();
    setReminder(true);
    setCountdown(country)
      .then((reply) => setReservation((r) => ({ ...r, stage: reply.reservationCountDownStage })))
      .catch(goHome);
  }, [due, over, expired, submitting, confirming, extensionsLeft, country, goHome, setCountdown]);

  // The countdown follows the server's hold (issue 36): when a hold is taken or extended anywhere, the server's
  // word on this one is read again, and an extension made in another tab (a higher extension count, which no clock
  // skew can fake) moves this tab's countdown and payment session with it. The read answers later, so it is weighed
  // against the step as it is then (`current`), not as it was when the event came: by then this tab may have
  // extended itself, or be asking (the reminder open, an extension on its way), and its own reply moves it.
  const current = useRef({ reservation, reminder, expired, submitting, confirming });
  current.current = { reservation, reminder, expired, submitting, confirming };
  useLiveEvent('stock', (data) => {
    if ((data as { status?: string }).status !== 'on-hold') return;
    const busy = () => {
      const now = current.current;
      return now.expired || now.submitting || now.confirming || now.reminder;
    };
    if (busy()) return;
    queryClient
      .fetchQuery({ ...activeReservationQuery(country), staleTime: 0 })
      .then((reply) => {
        const known = current.current.reservation;
        if (busy() || !reply || reply.order.orderID !== known.orderID) return;
        if (reply.reservationExtensionCount <= known.extensions) return;
        const now = Date.now();
        setReservation(reservationOf(reply));
        setDeadline(now + reply.reservationCountDown * 1000);
        setNow(now);
      })
      .catch(() => undefined);
  });

  /**
   * A failed call's message, unless it leaves the payment unsettled (`authorised`: the card form reported an
   * authorisation): then no refusal and no Re-try Payment, the payment is being confirmed.
   */
  const failed = useCallback((error: unknown, authorised = false) => {
    if (paymentUnsettled(error, authorised)) {
      setRefused(false);
      setMessage(null);
      setConfirming(true);
      return;
    }
    // An expired hold closes the panel (spec 001 section 4); anything else is shown.
    if (error instanceof ApiError && error.errorCode === 'ReservationExpired') {
      setExpired(true);
      return;
    }
    setMessage({
      tone: 'error',
      text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
    });
  }, []);

  /** The order's status once its payment was confirmed: placed (the thank-you page) or the hold over. */
  const settled = useCallback(
    (status: 'ordered' | 'expired' | 'refund-due') => {
      if (status !== 'ordered') return setExpired(true);
      const { customerId, customerNo, orderID, orderNumber, paymentId } = reservation;
      thankYou([customerId, customerNo, orderID, orderNumber, paymentId]);
    },
    [reservation, thankYou],
  );

  /**
   * Before placing or retrying: continue only while the reservation is active (or, when placing, already ordered:
   * the provider's notification may have completed the order before the browser asks).
   */
  const stillActive = useCallback(
    async (placing = false) => {
      const status = await queryClient.fetchQuery(reservationStatusQuery(reservation.orderID));
      if (status === 'active' || (placing && status === 'ordered')) return true;
      // The hold is over: the payment panel closes, leaving the message (spec 001 section 4).
      setExpired(true);
      return false;
    },
    [reservation.orderID, queryClient],
  );

  /** New payment details (a new provider session) for the next attempt. */
  const renewSession = useCallback(async () => {
    const fresh = await newPaymentIds({ orderID: reservation.orderID, Country: country });
    setReservation((r) => ({
      ...r,
      sessionId: fresh.adyenSessionID,
      sessionData: fresh.adyenSessionData,
      paymentId: fresh.rdPaymentTransactionID,
    }));
  }, [reservation.orderID, country, newPaymentIds]);

  // Resumed without payment details (a reload while a payment is being confirmed, or the provider was down): ask
  // for them once; the server's PaymentBeingConfirmed turns the step to confirming instead of a second card form.
  const askedForSession = useRef(false);
  useEffect(() => {
    if (askedForSession.current || initial.sessionId) return;
    askedForSession.current = true;
    renewSession().catch((error: unknown) => failed(error));
  }, [initial.sessionId, renewSession, failed]);

  /**
   * Extends the hold. The card form's session ended with the old hold (the provider refuses it after that), so the
   * extended hold pays through a new session: the card form mounts it; if none comes, Re-try Payment asks again.
   */
  async function extend() {
    try {
      const reply = await extendCountdown(country);
      if (reply.message === reservationLostMessage) return goHome();
      setReservation((r) => ({
        ...r,
        stage: reply.reservationCountDownStage,
        extensions: reply.reservationExtensionCount,
      }));
      setDeadline(Date.now() + reply.reservationCountDown * 1000);
      setNow(Date.now());
      setReminder(false);
      if (!reply.extended) return;
    } catch {
      return goHome();
    }
    try {
      await renewSession();
    } catch (error) {
      setReservation((r) => ({ ...r, sessionId: null, sessionData: null }));
      setRefused(true);
      failed(error);
    }
  }

  const onResult = useCallback(
    async (resultCode: string, sessionResult: string | undefined, holderName?: string) => {
      if (!reservation.sessionId) return;
      setSubmitting(true);
      const authorised = resultCode === 'Authorised' && Boolean(sessionResult);
      try {
        if (authorised) {
          if (!(await stillActive(true))) return;
          const placed = await placeOrder({
            order: {
              OrderID: reservation.orderID,
              NameOnCreditCard: holderName?.trim().slice(0, 100) || null,
            },
            adyenSession: {
              SessionID: reservation.sessionId,
              SessionResult: sessionResult,
              ResultCode: resultCode,
            },
          });
          thankYou([
            placed.yanaCustomerID,
            placed.yanaCustomerNo,
            placed.yanaOrderIDs[0],
            placed.orderNumber,
            placed.rdPaymentTransactionID,
          ]);
          return;
        }
        await savePaymentLog({
          order: { OrderID: reservation.orderID },
          adyenSession: { SessionID: reservation.sessionId, ResultCode: resultCode },
        });
        // The refused session is spent: it goes now, whether or not new payment details come.
        setReservation((r) => ({ ...r, sessionId: null, sessionData: null }));
        setRefused(true);
        setMessage({ tone: 'error', text: checkoutText.refused });
        await renewSession();
      } catch (error) {
        failed(error, authorised);
      } finally {
        setSubmitting(false);
      }
    },
    [reservation, stillActive, thankYou, renewSession, failed, placeOrder, savePaymentLog],
  );

  async function retry() {
    if (!(await stillActive())) return;
    if (!reservation.sessionId) {
      try {
        await renewSession();
      } catch (error) {
        failed(error);
        return;
      }
    }
    setRefused(false);
    setMessage(null);
    setFormKey((k) => k + 1);
  }

  if (expired) {
    return (
      <section className={styles.panel} aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.panelTitle}>
          Payment
        </h2>
        <Notice
          tone="error"
          action={
            <Button variant="text" onClick={onStartAgain}>
              {checkoutText.startAgain}
            </Button>
          }
        >
          {reservationExpiredMessage(country)}
        </Notice>
      </section>
    );
  }
  if (confirming) {
    return (
      <section className={styles.panel} aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.panelTitle}>
          Payment
        </h2>
        <PaymentConfirming orderID={reservation.orderID} onSettled={settled} />
      </section>
    );
  }
  const showForm = agreed && !refused && reservation.sessionId && reservation.sessionData;
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.panelTitle}>
        Payment
      </h2>
      <p>
        Reservation {reservation.orderNumber} is held for you:{' '}
        <span className={styles.countdown} role="timer" aria-label="Time left on your reservation">
          {clock(Math.max(0, seconds))}
        </span>
      </p>
      {seconds <= 0 && extensionsLeft && !reminder ? (
        <Notice
          tone="error"
          action={
            <Button variant="text" onClick={() => void extend()}>
              Extend
            </Button>
          }
        >
          Your reservation is about to expire.
        </Notice>
      ) : null}
      <FinalAgreement checked={agreed} onChange={setAgreed} />
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {refused ? (
        <Button onClick={() => void retry()} busy={submitting}>
          {checkoutText.retry}
        </Button>
      ) : null}
      {!showForm ? (
        refused ? null : (
          <p>Tick the agreement to enter your card details.</p>
        )
      ) : (
        <CardForm
          key={`${reservation.sessionId}-${formKey}`}
          session={{
            provider: reservation.provider,
            sessionId: reservation.sessionId ?? '',
            sessionData: reservation.sessionData ?? '',
            clientKey: reservation.clientKey,
          }}
          country={country}
          onResult={(resultCode, sessionResult, holderName) =>
            void onResult(resultCode, sessionResult, holderName)
          }
        />
      )}
      <Dialog
        open={reminder}
        // Closing (Esc or ×) only closes: extending is the Extend button's job.
        onOpenChange={(open) => (open ? undefined : setReminder(false))}
        title="Your reservation is about to expire"
        description="Extend it to keep this vehicle while you complete the payment."
        size="sm"
      >
        <Button onClick={() => void extend()}>Extend</Button>
      </Dialog>
    </section>
  );
}

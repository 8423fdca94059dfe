import type { DataOf, placeReservation } from '@showroom/contract';
import { marketOf, reservationExpiredMessage, reservationLostMessage } from '@showroom/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError, callApi } from '../../../lib/api';
import {
  extendCountdownCall,
  newPaymentIdsCall,
  placeOrderCall,
  reservationStatusCall,
  savePaymentLogCall,
  setCountdownCall,
} from '../api/checkout-calls';
import { releaseCheckoutHold } from '../checkout-storage';
import { checkoutText } from '../content';
import { CardForm } from './card-form';
import styles from './checkout.module.css';
import { FinalAgreement } from './final-agreement';

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
 * refusal with Re-try Payment, and the order on a confirmed authorisation.
 */
export function PaymentStep({ country, initial }: { country: 'AU' | 'NZ'; initial: Reservation }) {
  const navigate = useNavigate();
  const market = marketOf(country);
  const [reservation, setReservation] = useState(initial);
  const [seconds, setSeconds] = useState(initial.countdown);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [refused, setRefused] = useState(false);
  const [reminder, setReminder] = useState(initial.stage === 2);
  const [formKey, setFormKey] = useState(0);

  // Leaving the payment step ends the checkout in progress: a later sign-in lands on my orders, not here.
  const leave = useCallback(
    (path: string) => {
      releaseCheckoutHold();
      navigate(path);
    },
    [navigate],
  );
  const goHome = useCallback(() => leave(`/${market}/`), [leave, market]);

  // Ticks only while the payment panel is open and nothing is being submitted.
  useEffect(() => {
    if (submitting || seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, submitting]);

  // At zero: in stage 1 with extensions left the reminder asks, and the server's countdown is read again (the hold
  // runs a grace minute longer); otherwise the reservation is over.
  useEffect(() => {
    if (seconds > 0) return;
    if (reservation.stage !== 1 || reservation.extensions >= 2) return goHome();
    setReminder(true);
    callApi(setCountdownCall, { country })
      .then((reply) => setReservation((r) => ({ ...r, stage: reply.reservationCountDownStage })))
      .catch(goHome);
  }, [seconds, reservation.stage, reservation.extensions, country, goHome]);

  async function extend() {
    try {
      const reply = await callApi(extendCountdownCall, { country });
      if (reply.message === reservationLostMessage) return goHome();
      setReservation((r) => ({
        ...r,
        stage: reply.reservationCountDownStage,
        extensions: reply.reservationExtensionCount,
      }));
      setSeconds(reply.reservationCountDown);
      setReminder(false);
    } catch {
      goHome();
    }
  }

  /**
   * Before placing or retrying: continue only while the reservation is active (or, when placing, already ordered:
   * the provider's notification may have completed the order before the browser asks).
   */
  const stillActive = useCallback(
    async (placing = false) => {
      const status = await callApi(reservationStatusCall, { orderID: reservation.orderID });
      if (status === 'active' || (placing && status === 'ordered')) return true;
      setMessage({ tone: 'error', text: reservationExpiredMessage(country) });
      setAgreed(false);
      return false;
    },
    [reservation.orderID, country],
  );

  const onResult = useCallback(
    async (resultCode: string, sessionResult: string | undefined) => {
      if (!reservation.sessionId) return;
      setSubmitting(true);
      try {
        if (resultCode === 'Authorised' && sessionResult) {
          if (!(await stillActive(true))) return;
          const placed = await callApi(placeOrderCall, {
            order: { OrderID: reservation.orderID },
            adyenSession: {
              SessionID: reservation.sessionId,
              SessionResult: sessionResult,
              ResultCode: resultCode,
            },
          });
          const params = [
            placed.yanaCustomerID,
            placed.yanaCustomerNo,
            placed.yanaOrderIDs[0],
            placed.orderNumber,
            placed.rdPaymentTransactionID,
            country,
          ];
          leave(`/${market}/order-success/${params.map((p) => encodeURIComponent(p ?? '')).join('/')}`);
          return;
        }
        await callApi(savePaymentLogCall, {
          order: { OrderID: reservation.orderID },
          adyenSession: { SessionID: reservation.sessionId, ResultCode: resultCode },
        });
        const fresh = await callApi(newPaymentIdsCall, { orderID: reservation.orderID, Country: country });
        setReservation((r) => ({
          ...r,
          sessionId: fresh.adyenSessionID,
          sessionData: fresh.adyenSessionData,
          paymentId: fresh.rdPaymentTransactionID,
        }));
        setRefused(true);
        setMessage({ tone: 'error', text: checkoutText.refused });
      } catch (error) {
        setMessage({
          tone: 'error',
          text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        });
      } finally {
        setSubmitting(false);
      }
    },
    [reservation, stillActive, leave, market, country],
  );

  async function retry() {
    if (!(await stillActive())) return;
    setRefused(false);
    setMessage(null);
    setFormKey((k) => k + 1);
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
          {clock(seconds)}
        </span>
      </p>
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
          onResult={(resultCode, sessionResult) => void onResult(resultCode, sessionResult)}
        />
      )}
      <Dialog
        open={reminder}
        onOpenChange={(open) => (open ? undefined : void extend())}
        title="Your reservation is about to expire"
        description="Extend it to keep this vehicle while you complete the payment."
        size="sm"
      >
        <Button onClick={() => void extend()}>Extend</Button>
      </Dialog>
    </section>
  );
}

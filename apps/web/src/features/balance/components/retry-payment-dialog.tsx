import { type CountryCode, depositNoLongerPayableText } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { type BalanceOrder, balanceCalls } from '../api/balance-calls';
import { balanceText } from '../content';

type BodyOf<Call extends keyof typeof balanceCalls> = Parameters<(typeof balanceCalls)[Call]>[0];

import styles from './balance.module.css';

/** A payment session the card form pays. */
interface Session {
  provider: 'sandbox' | 'adyen';
  sessionId: string;
  sessionData: string;
  clientKey: string | null;
}

/** The shop's card form (checkout's, composed in by the app): it reports the provider's result. */
export type PayCardForm = ComponentType<{
  session: Session;
  country: 'AU' | 'NZ';
  onResult(resultCode: string, sessionResult: string | undefined): void;
}>;

type Stage = 'loading' | 'ready' | 'refused' | 'failed' | 'paid';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : balanceText.failed);

/** A session request's failure in the order page's words: an ended hold is not checkout's 'reservation expired'. */
function sessionFailure(error: unknown, country: CountryCode): string {
  if (error instanceof ApiError && error.errorCode === 'ReservationExpired')
    return depositNoLongerPayableText(country);
  return error instanceof Error && !(error instanceof ApiError) ? error.message : messageOf(error);
}

/**
 * Re-try Payment (spec 002 section 4 "Payment dialog"): a new payment session for the order, the card form; on
 * Authorised the retry is saved and the tracker moves on; on a refusal or error the failure is logged, a new
 * session is requested, the refusal text and Re-try Payment are shown. A failed session request shows the
 * server's message and resets the session.
 */
export function RetryPaymentDialog({
  order,
  onClose,
  onChanged,
  CardForm,
}: {
  order: BalanceOrder;
  onClose(): void;
  onChanged(): void;
  CardForm: PayCardForm;
}) {
  const country = order.orderVehicle.country;
  const [stage, setStage] = useState<Stage>('loading');
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The retry's calls, each a mutation: new payment details, the retried payment, a refused attempt's log.
  const { mutateAsync: newPaymentIds } = useMutation({
    mutationFn: (body: BodyOf<'newPaymentIds'>) => balanceCalls.newPaymentIds(body),
  });
  const { mutateAsync: saveRetryPayment } = useMutation({
    mutationFn: (body: BodyOf<'saveRetryPayment'>) => balanceCalls.saveRetryPayment(body),
  });
  const { mutateAsync: savePaymentLog } = useMutation({
    mutationFn: (body: BodyOf<'savePaymentLog'>) => balanceCalls.savePaymentLog(body),
  });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  /** A new session for the order; `next` is the stage to show once it is there. */
  const openSession = useCallback(
    async (next: 'ready' | 'refused') => {
      try {
        const ids = await newPaymentIds({ orderID: order.orderID, Country: country });
        if (!live.current) return;
        if (!ids.adyenSessionID || !ids.adyenSessionData) throw new Error(ids.message);
        setSession({
          provider: ids.paymentProvider,
          sessionId: ids.adyenSessionID,
          sessionData: ids.adyenSessionData,
          clientKey: ids.paymentClientKey,
        });
        setStage(next);
      } catch (failure) {
        if (!live.current) return;
        setSession(null);
        setError(sessionFailure(failure, country));
        setStage('failed');
      }
    },
    [order.orderID, country, newPaymentIds],
  );

  useEffect(() => {
    void openSession('ready');
  }, [openSession]);

  async function onResult(resultCode: string, sessionResult: string | undefined) {
    if (!session || busy) return;
    setBusy(true);
    try {
      if (resultCode === 'Authorised' && sessionResult) {
        try {
          await saveRetryPayment({
            order: { OrderID: order.orderID, Country: country },
            adyenSession: {
              SessionID: session.sessionId,
              SessionResult: sessionResult,
              ResultCode: resultCode,
            },
          });
          setStage('paid');
          onChanged();
          return;
        } catch (failure) {
          if (!(failure instanceof ApiError) || failure.httpStatus !== 409) throw failure;
          if (failure.errorCode !== 'PaymentNotAuthorised') {
            setSession(null);
            setError(failure.message);
            setStage('failed');
            return;
          }
        }
      }
      await savePaymentLog({
        order: { OrderID: order.orderID },
        adyenSession: { SessionID: session.sessionId, ResultCode: resultCode },
      });
      setStage('loading');
      await openSession('refused');
    } catch (failure) {
      setSession(null);
      setError(messageOf(failure));
      setStage('failed');
    } finally {
      if (live.current) setBusy(false);
    }
  }

  function retry() {
    setError(null);
    if (session) setStage('ready');
    else {
      setStage('loading');
      void openSession('ready');
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={balanceText.retryTitle}
      description={stage === 'paid' ? undefined : balanceText.retryIntro}
      size="lg"
    >
      {stage === 'loading' ? <p aria-live="polite">Loading...</p> : null}
      {stage === 'refused' ? <Notice tone="error">{balanceText.refused}</Notice> : null}
      {stage === 'failed' && error ? <Notice tone="error">{error}</Notice> : null}
      {stage === 'paid' ? <Notice tone="success">{balanceText.paid}</Notice> : null}
      {stage === 'ready' && session ? (
        <CardForm
          key={session.sessionId}
          session={session}
          country={country}
          onResult={(code, result) => void onResult(code, result)}
        />
      ) : null}
      <div className={styles.actions}>
        {stage === 'refused' || stage === 'failed' ? (
          <Button onClick={retry} busy={busy}>
            {balanceText.retry}
          </Button>
        ) : null}
        {stage === 'paid' ? <Button onClick={onClose}>Done</Button> : null}
      </div>
    </Dialog>
  );
}

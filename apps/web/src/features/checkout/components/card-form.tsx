import { lazy, Suspense, useEffect, useRef } from 'react';
import styles from './checkout.module.css';

const AdyenDropIn = lazy(() => import('./adyen-drop-in'));

/** A payment session the card form pays (get-new-payment-ids, place-reservation). */
export interface CardSession {
  provider: 'sandbox' | 'adyen';
  sessionId: string;
  sessionData: string;
  /** Adyen's public client key (its `test_`/`live_` prefix names the environment). */
  clientKey: string | null;
}

export interface CardFormProps {
  session: CardSession;
  country: 'AU' | 'NZ';
  /**
   * The result the provider's form reports, with the card holder's name typed there (the name only); the server
   * checks the session's outcome before trusting it.
   */
  onResult(resultCode: string, sessionResult: string | undefined, holderName?: string): void;
}

/**
 * The card form of a payment session (spec 001 section 5, spec 002 section 5 "Card form"): Adyen's Drop-in (Visa,
 * Mastercard, Amex; holder name and billing address required; billing country of the market) or the embedded
 * sandbox's page, whose result arrives as a message from its frame. Checkout and Re-try Payment both use it; give
 * it a new `key` to show a fresh form.
 */
export function CardForm({ session, country, onResult }: CardFormProps) {
  const report = useRef(onResult);
  report.current = onResult;

  useEffect(() => {
    function listen(event: MessageEvent) {
      const data = event.data as {
        source?: string;
        sessionId?: string;
        resultCode?: string;
        sessionResult?: string;
        holderName?: unknown;
      };
      if (event.origin !== window.location.origin || data?.source !== 'showroom-sandbox') return;
      if (data.sessionId !== session.sessionId || !data.resultCode) return;
      const holderName = typeof data.holderName === 'string' ? data.holderName : undefined;
      report.current(data.resultCode, data.sessionResult, holderName);
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [session.sessionId]);

  if (session.provider === 'adyen') {
    return (
      <Suspense fallback={<p aria-live="polite">Loading...</p>}>
        <AdyenDropIn
          sessionId={session.sessionId}
          sessionData={session.sessionData}
          clientKey={session.clientKey ?? ''}
          environment={session.clientKey?.startsWith('live_') ? 'live' : 'test'}
          country={country}
          onResult={(resultCode, sessionResult, holderName) =>
            report.current(resultCode, sessionResult, holderName)
          }
        />
      </Suspense>
    );
  }
  return (
    <iframe
      className={styles.cardFrame}
      title="Card payment"
      src={`/sandbox-pay/sessions/${session.sessionId}#data=${encodeURIComponent(session.sessionData)}`}
    />
  );
}

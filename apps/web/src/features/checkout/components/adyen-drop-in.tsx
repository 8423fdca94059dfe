import '@adyen/adyen-web/styles/adyen.css';
import { AdyenCheckout, Card, Dropin, type Dropin as DropinElement } from '@adyen/adyen-web';
import { useEffect, useRef } from 'react';
import styles from './checkout.module.css';

export interface AdyenDropInProps {
  sessionId: string;
  sessionData: string;
  clientKey: string;
  environment: 'test' | 'live';
  country: 'AU' | 'NZ';
  /** The result the drop-in reports; the server asks Adyen for the session's outcome before trusting it. */
  onResult(resultCode: string, sessionResult: string | undefined, holderName?: string): void;
}

/**
 * Adyen Web Drop-in on the sessions flow (loaded only when the shop runs on Adyen): cards of the brands the
 * shop accepts (mc, visa, amex), holder name and billing address required, billing country fixed per market,
 * house number N/A, locale en-AU or en-NZ (spec 001 section 5). Card data stays inside Adyen's fields.
 */
export default function AdyenDropIn({
  sessionId,
  sessionData,
  clientKey,
  environment,
  country,
  onResult,
}: AdyenDropInProps) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onResult);
  report.current = onResult;
  /** The card holder's name as last typed in the card component (the name only). */
  const holder = useRef<string | undefined>(undefined);

  useEffect(() => {
    let dropin: DropinElement | undefined;
    let live = true;
    void AdyenCheckout({
      session: { id: sessionId, sessionData },
      clientKey,
      environment,
      countryCode: country,
      locale: country === 'NZ' ? 'en-NZ' : 'en-AU',
      onChange: (state) => {
        const method = (state as { data?: { paymentMethod?: { holderName?: unknown } } }).data?.paymentMethod;
        holder.current = typeof method?.holderName === 'string' ? method.holderName : undefined;
      },
      onPaymentCompleted: (result) =>
        report.current(
          result.resultCode,
          'sessionResult' in result ? result.sessionResult : undefined,
          holder.current,
        ),
      onPaymentFailed: (result) => report.current(result?.resultCode ?? 'Refused', undefined),
      onError: () => report.current('Error', undefined),
    }).then((checkout) => {
      if (!live || !host.current) return;
      dropin = new Dropin(checkout, {
        paymentMethodComponents: [Card],
        paymentMethodsConfiguration: {
          card: {
            brands: ['mc', 'visa', 'amex'],
            hasHolderName: true,
            holderNameRequired: true,
            billingAddressRequired: true,
            billingAddressAllowedCountries: [country],
            data: { billingAddress: { country, houseNumberOrName: 'N/A' } },
          },
        },
      }).mount(host.current);
    });
    return () => {
      live = false;
      dropin?.unmount();
    };
  }, [sessionId, sessionData, clientKey, environment, country]);

  return <div ref={host} className={styles.dropIn} />;
}

import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { RetryNotice } from '../../../components/retry-notice';
import { track } from '../../../lib/analytics';
import { useStore } from '../../../state/create-store';
import { locationStore } from '../../../state/location';
import { useLandingPage, useOffers } from '../api/landing-api';
import type { LandingDialogName } from './landing-dialogs';
import styles from './landing-intro.module.css';

const LandingDialogs = lazy(() => import('./landing-dialogs'));

export interface LandingIntroProps {
  country: CountryCode;
  /** Opens the finance calculator. */
  onCalculateFinance(): void;
}

/**
 * The landing area under the hero title (spec 000 section 1): the starting drive-away price in Australia,
 * the market's promotional line, Calculate Finance, promo buttons (only in Australia, only while a promotion
 * runs) and the openers of the content dialogs.
 */
export function LandingIntro({ country, onCalculateFinance }: LandingIntroProps) {
  const [dialog, setDialog] = useState<LandingDialogName | null>(null);
  const location = useStore(locationStore);
  const landingQuery = useLandingPage(country, location.country === country ? location.state : undefined);
  const landing = landingQuery.data;
  const promos = useOffers(country).data ?? [];
  const open = (name: LandingDialogName) => {
    track('landing_dialog_open', { dialog: name });
    setDialog(name);
  };

  return (
    <div className={styles.intro}>
      {country === 'AU' ? (
        <p className={styles.price} aria-live="polite">
          {landing?.driveawayCost != null ? (
            <>
              Starting from <strong>{formatMoney(cents(landing.driveawayCost))}</strong> drive-away
              <sup>
                <a href="#disclaimer-1" aria-label="Note 1">
                  1
                </a>
              </sup>
              {landing.loanPaymentText ? (
                <span className={styles.finance}>
                  {' '}
                  or {landing.loanPaymentText} {landing.frequentlyText}
                </span>
              ) : null}
            </>
          ) : landingQuery.isError ? null : (
            <span className={styles.pending}>Starting drive-away price loading…</span>
          )}
        </p>
      ) : null}
      {landingQuery.isError && !landingQuery.isFetching ? (
        <RetryNotice onRetry={() => void landingQuery.refetch()}>
          {country === 'AU'
            ? 'The starting drive-away price could not be loaded.'
            : 'The offer could not be loaded.'}
        </RetryNotice>
      ) : null}
      {/* New Zealand's promotional line stands where Australia's price does and, like it, has its room from the
          first render (the seed's line takes two lines on a phone), so its arrival moves nothing. */}
      {landing?.promoText || country === 'NZ' ? (
        <p className={styles.promo} data-reserved={country === 'NZ' ? '' : undefined}>
          {landing?.promoText ? (
            <button type="button" className={styles.link} onClick={() => open('offers')}>
              {landing.promoText}
            </button>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            track('calculate_finance_click', { source: 'landing' });
            onCalculateFinance();
          }}
        >
          Calculate Finance
        </Button>
        <Button variant="secondary" onClick={() => open('compare')}>
          Compare Variants
        </Button>
      </div>
      {/* Australia's promotions arrive after the first paint: their row is there from the start, one line high,
          so their arrival moves nothing (docs/performance.md). */}
      {country === 'AU' ? (
        <div className={styles.promos}>
          {promos.map((promo) => (
            <Button
              key={`${promo.name}-${promo.data.offerId}`}
              variant="secondary"
              onClick={() => open('offers')}
            >
              {promo.data.buttonText}
            </Button>
          ))}
        </div>
      ) : null}
      <ul className={styles.links}>
        <li>
          <button type="button" className={styles.link} onClick={() => open('confidence')}>
            Explore Confidence
          </button>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={() => open('offers')}>
            Special Offers
          </button>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={() => open('important')}>
            Important information
          </button>
        </li>
      </ul>
      {dialog ? (
        <Suspense fallback={null}>
          <LandingDialogs which={dialog} country={country} promos={promos} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

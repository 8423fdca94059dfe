import {
  type Cents,
  type CountryCode,
  formatMoney,
  localDate,
  openFinanceOffers,
  timeZoneOf,
} from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { track } from '../../../lib/analytics';
import { promoLine } from '../content/offers';
import type { LandingDialogName } from './landing-dialogs';
import styles from './landing-intro.module.css';

const LandingDialogs = lazy(() => import('./landing-dialogs'));

export interface LandingIntroProps {
  country: CountryCode;
  /** The starting drive-away price (Australia), once the landing-page call answers. */
  startingPrice?: Cents | undefined;
  /** Opens the finance calculator. */
  onCalculateFinance(): void;
  /** Today in the market (YYYY-MM-DD); decides which promotions run. Defaults to the real date. */
  today?: string;
}

/**
 * The landing area under the hero title (spec 000 section 1): the starting drive-away price in Australia,
 * the market's promotional line, Calculate Finance, promo buttons (only in Australia, only while a promotion
 * runs) and the openers of the content dialogs.
 */
export function LandingIntro({
  country,
  startingPrice,
  onCalculateFinance,
  today: given,
}: LandingIntroProps) {
  const [dialog, setDialog] = useState<LandingDialogName | null>(null);
  const today = given ?? localDate(new Date(), timeZoneOf(country));
  const promos = country === 'AU' ? openFinanceOffers(country, { orderDate: today }) : [];
  const open = (name: LandingDialogName) => {
    track('landing_dialog_open', { dialog: name });
    setDialog(name);
  };
  const line = promoLine[country];

  return (
    <div className={styles.intro}>
      {country === 'AU' ? (
        <p className={styles.price} aria-live="polite">
          {startingPrice !== undefined ? (
            <>
              Starting from <strong>{formatMoney(startingPrice)}</strong> drive-away
              <sup>
                <a href="#disclaimer-1" aria-label="Note 1">
                  1
                </a>
              </sup>
            </>
          ) : (
            <span className={styles.pending}>Starting drive-away price loading…</span>
          )}
        </p>
      ) : null}
      {line ? (
        <p className={styles.promo}>
          <button type="button" className={styles.link} onClick={() => open('offers')}>
            {line}
          </button>
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
        {promos.map((promo) => (
          <Button key={promo.offerId} variant="secondary" onClick={() => open('offers')}>
            1.99% finance offer
          </Button>
        ))}
      </div>
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
          <LandingDialogs which={dialog} country={country} today={today} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { type CountryCode, cents, depositCents, formatMoney } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PriceLine, PriceList } from '../../../components/price-line';
import { lmctQuery } from '../api/checkout-calls';
import styles from './checkout.module.css';

export interface DepositPanelProps {
  country: CountryCode;
  state: string | undefined;
  vehicle: string;
  /** The live drive-away price before a reservation (the pricing feature's). */
  price?: ReactNode;
  /** The drive-away price the reservation was priced at (the server's snapshot). */
  reservedPrice?: number | undefined;
  waitlist?: boolean;
}

/**
 * The deposit panel beside the account details (spec 001 section 2): the vehicle, Driveaway Price and Due Today,
 * and the seller's motor trader licence of the market. A waitlist entry pays nothing.
 */
export function DepositPanel({ country, state, vehicle, price, reservedPrice, waitlist }: DepositPanelProps) {
  const licence = useQuery(lmctQuery(country, state));
  return (
    <aside className={styles.panel} aria-labelledby="deposit-title">
      <h2 id="deposit-title" className={styles.panelTitle}>
        Your LYRIQ
      </h2>
      <p>{vehicle}</p>
      {price}
      {waitlist ? (
        <p>
          Estimated delivery: <strong>Waitlisted</strong>. Joining the waitlist costs nothing.
        </p>
      ) : (
        <>
          <PriceList>
            {reservedPrice !== undefined ? (
              <PriceLine label="Driveaway Price" amount={formatMoney(cents(reservedPrice))} />
            ) : null}
            <PriceLine label="Due Today" amount={formatMoney(cents(depositCents))} total />
          </PriceList>
          <p>The $1,000 deposit is fully refundable until the contract of sale is signed.</p>
        </>
      )}
      {licence.data ? (
        <p className={styles.licence}>Motor dealer licence {licence.data.partnerLMCT}</p>
      ) : null}
    </aside>
  );
}

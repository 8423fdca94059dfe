import { cents, depositCents, formatMoney } from '@showroom/domain';
import { PriceLine, PriceList } from '../../../components/price-line';
import styles from './checkout.module.css';

/** The deposit panel of the account details step: Driveaway Price and Due Today (spec 001 section 2). */
export function DepositPanel({ driveawayPrice, vehicle }: { driveawayPrice?: number; vehicle: string }) {
  return (
    <aside className={styles.panel} aria-labelledby="deposit-title">
      <h2 id="deposit-title" className={styles.panelTitle}>
        Your LYRIQ
      </h2>
      <p>{vehicle}</p>
      <PriceList>
        {driveawayPrice !== undefined ? (
          <PriceLine label="Driveaway Price" amount={formatMoney(cents(driveawayPrice))} />
        ) : null}
        <PriceLine label="Due Today" amount={formatMoney(cents(depositCents))} total />
      </PriceList>
      <p>The $1,000 deposit is fully refundable until the contract of sale is signed.</p>
    </aside>
  );
}

import { cents, formatMoney } from '@showroom/domain';
import { Link } from 'wouter';
import type { InventoryItem } from '../api/inventory-api';
import { configuratorLink } from '../links';
import styles from './inventory.module.css';

/** Where ORDER goes: the configurator with this vehicle's configuration and the visitor's location. */
export function orderLink(market: string, item: InventoryItem): string {
  return configuratorLink(market, {
    variant: item.variantName,
    exterior: item.exteriorName,
    interior: item.interiorName,
    country: item.country,
    state: item.state,
    fromInventory: true,
  });
}

/**
 * One configuration on offer: picture, names, estimated delivery, drive-away price, savings and ORDER; with units
 * held by another customer's reservation (`held`, live), how many, and 'On hold' without ORDER when none is left.
 */
export function InventoryCard({
  market,
  item,
  held = 0,
}: {
  market: string;
  item: InventoryItem;
  held?: number;
}) {
  const onHold = item.availableCount === 0 && held > 0;
  const title = `LYRIQ ${item.variantName}`;
  return (
    <article className={styles.card} aria-label={`${title}, ${item.exteriorName}, ${item.interiorName}`}>
      <img
        className={styles.picture}
        src={item.variantPicture}
        alt={`${title} in ${item.exteriorName}`}
        width={480}
        height={270}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.names}>
          {item.exteriorName} · {item.interiorName}
        </p>
        {item.options.length ? (
          <p className={styles.fitted}>Fitted: {item.options.map((o) => o.optionName).join(', ')}</p>
        ) : null}
        <p className={styles.delivery}>
          {onHold ? (
            <strong className={styles.onHold}>On hold</strong>
          ) : (
            <>
              {item.available} · {item.availableCount} available
            </>
          )}
          {held > 0 && !onHold ? ` · ${held} on hold` : null}
        </p>
        <p className={styles.price}>
          <span className={styles.priceLabel}>Drive away</span> {formatMoney(cents(item.driveawayPrice))}
        </p>
        {item.totalSaving > 0 ? (
          <p className={styles.saving}>Savings applied {formatMoney(cents(item.totalSaving))}</p>
        ) : null}
        {onHold ? (
          <p className={styles.heldNote}>
            Reserved by another customer. It comes back here if their hold ends.
          </p>
        ) : (
          <Link
            className={styles.order}
            to={orderLink(market, item)}
            aria-label={`Order ${title} in ${item.exteriorName}`}
          >
            ORDER
          </Link>
        )}
      </div>
    </article>
  );
}

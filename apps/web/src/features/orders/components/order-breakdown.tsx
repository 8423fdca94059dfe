import { type OrderPriceLine, orderPriceLines } from '@showroom/domain';
import { PriceLine, PriceList } from '../../../components/price-line';
import type { OrderDetails } from '../api/orders-api';
import styles from './order-detail.module.css';

function Lines({ lines, className }: { lines: OrderPriceLine[]; className?: string }) {
  return (
    <PriceList {...(className ? { className } : {})}>
      {lines.map((line) => (
        <PriceLine
          key={line.label}
          {...(line.total ? { total: true } : {})}
          label={
            line.note ? (
              <>
                {line.label}
                <span className={styles.optionDesc}>{line.note}</span>
              </>
            ) : (
              line.label
            )
          }
          amount={line.amount}
        />
      ))}
    </PriceList>
  );
}

/**
 * The selection and price breakdown of an order (spec 002 section 2): what was bought and every line of the
 * drive-away price it was sold at (the order's snapshot, never today's prices), in the words of the contract
 * (`orderPriceLines`). Zero-priced items read 'Included'.
 */
export function OrderBreakdown({ order }: { order: OrderDetails }) {
  const sections = orderPriceLines(order);
  return (
    <section className={styles.panel} aria-labelledby="selection-title">
      <h2 id="selection-title" className={styles.panelTitle}>
        Your LYRIQ
      </h2>
      <Lines lines={sections.selection} />
      <h3 className={styles.subTitle}>On-road costs</h3>
      <Lines lines={sections.onRoad} />
      {sections.savings.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Savings</h3>
          <Lines lines={sections.savings} />
        </>
      ) : null}
      <Lines lines={sections.final} className={styles.final} />
    </section>
  );
}

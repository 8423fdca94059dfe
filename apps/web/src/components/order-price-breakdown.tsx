import { type OrderPriceLine, orderPriceLines, type PricedOrder } from '@showroom/domain';
import styles from './order-price-breakdown.module.css';
import { PriceLine, PriceList } from './price-line';

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
                <span className={styles.note}>{line.note}</span>
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
 * What an order bought and every line of the drive-away price it was sold at (the order's snapshot, never today's
 * prices), in the words of the contract (the domain's `orderPriceLines`): the selection, the on-road costs, the
 * savings and the drive-away price. Zero-priced items read 'Included'. The order page and the thank-you page show
 * the same lines, so the vehicle line and the drive-away price can be reconciled on both (audit 002 #12).
 */
export function OrderPriceBreakdown({ order }: { order: PricedOrder }) {
  const sections = orderPriceLines(order);
  return (
    <>
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
    </>
  );
}

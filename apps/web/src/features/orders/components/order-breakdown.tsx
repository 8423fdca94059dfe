import { OrderPriceBreakdown } from '../../../components/order-price-breakdown';
import type { OrderDetails } from '../api/orders-api';
import styles from './order-detail.module.css';

/** The selection and price breakdown of an order on its page (spec 002 section 2). */
export function OrderBreakdown({ order }: { order: OrderDetails }) {
  return (
    <section className={styles.panel} aria-labelledby="selection-title">
      <h2 id="selection-title" className={styles.panelTitle}>
        Your LYRIQ
      </h2>
      <OrderPriceBreakdown order={order} />
    </section>
  );
}

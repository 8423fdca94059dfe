import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { ordersQuery, type SessionInfo, sessionIdsQuery } from '../api/account-api';
import styles from './account-pages.module.css';
import { orderDate } from './order-date';
import { decodeOrderPath } from './order-paths';

/**
 * An order of the signed-in customer, opened from its card or straight after sign-in (spec 002 §2 "Order detail
 * page"): the base64 ids of the path are decoded and the order is looked up among the customer's own orders, so
 * another customer's ids find nothing. This first cut shows the order's vehicle, number, date and status.
 */
export function OrderDetail({ market, session }: { market: string; session: SessionInfo }) {
  const params = useParams();
  const wanted = decodeOrderPath(params);
  const ids = useQuery(sessionIdsQuery(session.email));
  const orders = useQuery(ordersQuery(ids.data));
  const back = <Link to={`/${market}/my-orders`}>Back to My Orders</Link>;

  if (ids.isError || orders.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Your order</h1>
        <Notice tone="error" action={back}>
          Your order could not be loaded. Please try again.
        </Notice>
      </section>
    );
  }
  if (!orders.data) return <PageSpinner />;
  const order = wanted
    ? orders.data.find((o) => o.OrderID === wanted.orderId && o.OrderNo === wanted.orderNo)
    : undefined;
  if (!order) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Your order</h1>
        <Notice tone="error" action={back}>
          We could not find this order among yours.
        </Notice>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <h1 className={styles.title} id="order-title">
        Order {order.OrderNo}
      </h1>
      <div className={styles.detail}>
        <img src={order.VariantImage} alt="" width={480} height={270} />
        <dl className={styles.facts}>
          <dt>Vehicle</dt>
          <dd>{order.VariantName}</dd>
          <dt>Exterior</dt>
          <dd>{order.ExteriorName}</dd>
          <dt>Interior</dt>
          <dd>{order.InteriorName}</dd>
          <dt>Ordered on</dt>
          <dd>{orderDate(order.OrderDate, order.Country)}</dd>
          <dt>Status</dt>
          <dd>{order.OrderStatus}</dd>
        </dl>
      </div>
      {order.IsShowActionRequiredWording ? <p className={styles.actionRequired}>Action Required</p> : null}
      <p>{back}</p>
    </section>
  );
}

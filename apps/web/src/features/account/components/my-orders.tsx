import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { useStore } from '../../../state/create-store';
import { devModeStore } from '../../../state/dev-mode';
import { ordersQuery, type SessionInfo, sessionIdsQuery } from '../api/account-api';
import styles from './account-pages.module.css';
import { orderDate } from './order-date';
import { orderDetailPath } from './order-paths';

/**
 * My orders (spec 002 §2): the customer's order cards, or 'Your Garage Is Empty' — always empty while the local
 * developer flag (`/__dev/on`) is set, as the spec's developer flag forces it.
 */
export function MyOrders({ market, session }: { market: string; session: SessionInfo }) {
  const devMode = useStore(devModeStore);
  const ids = useQuery(sessionIdsQuery(session.email));
  const orders = useQuery(ordersQuery(ids.data));
  const ownMarket = session.country === 'NZ' ? 'nz-en' : 'au-en';
  // The customer's country steers the market of my orders.
  if (session.country && ownMarket !== market) return <Navigate to={`/${ownMarket}/my-orders`} replace />;
  if (ids.isError || orders.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>My Orders</h1>
        <Notice tone="error">Your orders could not be loaded. Please try again.</Notice>
      </section>
    );
  }
  if (!orders.data) return <PageSpinner />;
  return (
    <section className={styles.page} aria-labelledby="my-orders-title">
      <h1 className={styles.title} id="my-orders-title">
        My Orders
      </h1>
      {orders.data.length === 0 || devMode ? (
        <div className={styles.empty}>
          <h2>Your Garage Is Empty</h2>
          <div className={styles.actions}>
            <Link className={styles.primaryLink} to={`/${market}/inventory?shopfront=1`}>
              Existing Stock
            </Link>
            <Link className={styles.secondaryLink} to={`/${market}/`}>
              Configurator
            </Link>
          </div>
        </div>
      ) : (
        <ul className={styles.cards}>
          {orders.data.map((order) => (
            <li key={order.OrderID} className={styles.card}>
              <img src={order.VariantImage} alt="" width={320} height={180} loading="lazy" />
              <h2>{order.VariantName}</h2>
              <p>
                {order.ExteriorName} · {order.InteriorName}
              </p>
              <p>
                Order {order.OrderNo} · {orderDate(order.OrderDate, order.Country)} · {order.OrderStatus}
              </p>
              {order.IsShowActionRequiredWording ? (
                <p className={styles.actionRequired}>Action Required</p>
              ) : null}
              <Link to={orderDetailPath(market, order)}>VIEW DETAILS</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { DataOf, getSession } from '@showroom/contract';
import { awaitsDeposit, orderStatusLabel, orderStatusTone } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { RetryNotice } from '../../../components/retry-notice';
import { useStore } from '../../../state/create-store';
import { devModeStore } from '../../../state/dev-mode';
import { myOrdersQuery, type OrderCard } from '../api/orders-api';
import { orderDate } from '../order-date';
import { orderDetailPath } from '../order-paths';
import styles from './my-orders.module.css';

type Session = DataOf<typeof getSession>;

/** The card offers Re-try Payment while the order asks for its unpaid deposit. */
const retry = (order: OrderCard) => order.IsShowActionRequiredWording && awaitsDeposit(order.OrderStatus);

/**
 * My orders (spec 002 §2, §4): the customer's order cards, styled by status, with 'Action Required' when the order
 * waits for the customer, and Re-try Payment (the order page's dialog) while its deposit is unpaid; or 'Your Garage
 * Is Empty', always while the local developer flag (`/__dev/on`) is set.
 */
export function MyOrders({ market, session }: { market: string; session: Session }) {
  const devMode = useStore(devModeStore);
  const orders = useQuery(myOrdersQuery(session.email));
  const ownMarket = session.country === 'NZ' ? 'nz-en' : 'au-en';
  // The customer's country steers the market of my orders.
  if (session.country && ownMarket !== market) return <Redirect to={`/${ownMarket}/my-orders`} replace />;
  if (orders.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>My Orders</h1>
        <RetryNotice onRetry={() => void orders.refetch()}>Your orders could not be loaded.</RetryNotice>
      </section>
    );
  }
  if (!orders.data) return <PageSpinner label="Loading your orders..." />;
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
            <li key={order.OrderID} className={styles.card} data-tone={orderStatusTone(order.OrderStatus)}>
              <img src={order.VariantImage} alt="" width={320} height={180} loading="lazy" />
              <div className={styles.body}>
                <h2 className={styles.name}>LYRIQ {order.VariantName}</h2>
                <p className={styles.look}>
                  {order.ExteriorName} · {order.InteriorName}
                </p>
                <dl className={styles.facts}>
                  <dt>Order</dt>
                  <dd>{order.OrderNo}</dd>
                  <dt>Order date</dt>
                  <dd>{orderDate(order.OrderDate, order.Country)}</dd>
                  <dt>Status</dt>
                  <dd className={styles.status}>{orderStatusLabel(order.OrderStatus)}</dd>
                </dl>
                {order.IsShowActionRequiredWording ? (
                  <p className={styles.actionRequired}>Action Required</p>
                ) : null}
                <div className={styles.cardActions}>
                  {retry(order) ? (
                    <Link
                      className={styles.view}
                      to={orderDetailPath(market, order, 'RetryPayment')}
                      aria-label={`Re-try Payment for order ${order.OrderNo}`}
                    >
                      Re-try Payment
                    </Link>
                  ) : null}
                  <Link
                    className={retry(order) ? styles.secondaryLink : styles.view}
                    to={orderDetailPath(market, order)}
                    aria-label={`View details of order ${order.OrderNo}`}
                  >
                    VIEW DETAILS
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { orderStatusLabel } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { Carousel } from '../../../components/gallery';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { RetryNotice } from '../../../components/retry-notice';
import { ApiError } from '../../../lib/api-error';
import { type OrderDetails, orderDetailsQuery } from '../api/orders-api';
import { orderDate } from '../order-date';
import { actionOf, decodeOrderPath } from '../order-paths';
import type { OrderActions } from '../tracker-actions';
import { OrderBreakdown } from './order-breakdown';
import styles from './order-detail.module.css';
import { OrderFaq } from './order-faq';
import { CommentsPanel, DeliveryPanel, FinancePanel } from './order-handover';
import { OrderPayments } from './order-payments';
import { OrderTracker } from './order-tracker';

export interface OrderDetailProps {
  market: string;
  /** The dialogs behind the tracker's buttons. */
  actions: OrderActions;
  /** The Support menu, given the order and a way to read it again. */
  support?: (order: OrderDetails, refresh: () => void) => ReactNode;
  /** The Documents menu. */
  documents?: (order: OrderDetails) => ReactNode;
  /** What the customer can do about paying (arrange the balance's transfer, download the summary). */
  payments?: (order: OrderDetails) => ReactNode;
}

function Pictures({ order }: { order: OrderDetails }) {
  const [index, setIndex] = useState(0);
  const vehicle = order.orderVehicle;
  const views = ['front three-quarter', 'side', 'rear three-quarter', 'front'];
  const images = vehicle.pictures.map((src, i) => ({
    src,
    alt: `LYRIQ ${vehicle.variantName} in ${vehicle.exteriorName}, ${views[i] ?? `view ${i + 1}`}`,
    kind: 'exterior' as const,
  }));
  if (images.length === 0) return null;
  return (
    <div className={styles.pictures}>
      <Carousel images={images} index={index} onIndex={setIndex} width={960} height={540} />
    </div>
  );
}

/**
 * An order of the signed-in customer (spec 002 §2 "Order detail page"): the base64 ids of its path are decoded
 * and the order is asked for by them; another customer's ids find nothing. Pictures, the progress tracker, the
 * selection and price breakdown (hidden once cancelled), payments, finance, delivery, comments and the FAQ.
 * `?action=RetryPayment` (My Orders, the refusal email) opens that dialog of the current step at once.
 */
export function OrderDetail({ market, actions, support, documents, payments }: OrderDetailProps) {
  const ids = decodeOrderPath(useParams());
  const [search] = useSearchParams();
  const query = useQuery(orderDetailsQuery(ids));
  const back = <Link to={`/${market}/my-orders`}>Back to My Orders</Link>;

  if (!ids || (query.error instanceof ApiError && query.error.httpStatus === 404)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Your order</h1>
        <Notice tone="error" action={back}>
          We could not find this order among yours.
        </Notice>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Your order</h1>
        <RetryNotice onRetry={() => void query.refetch()}>Your order could not be loaded.</RetryNotice>
      </section>
    );
  }
  if (!query.data) return <PageSpinner label="Loading your order..." />;
  const order = query.data;
  const country = order.orderVehicle.country;
  const refresh = () => void query.refetch();
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <p className={styles.back}>{back}</p>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title} id="order-title">
            Order {order.yanaOrderIDs.yanaOrderNo}
          </h1>
          <p className={styles.meta}>
            LYRIQ {order.orderVehicle.variantName} · Ordered {orderDate(order.orderDate, country)} ·{' '}
            <strong>{orderStatusLabel(order.orderStatus)}</strong>
          </p>
        </div>
        <div className={styles.menus}>
          {documents?.(order)}
          {support?.(order, refresh)}
        </div>
      </header>
      {order.isCancelled ? (
        <Notice>This order has been cancelled.</Notice>
      ) : order.cancellationRequestedAt ? (
        <Notice>
          We received your request to cancel this order on {orderDate(order.cancellationRequestedAt, country)}
          . A member of the Cadillac Sales Team will call you to confirm it.
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Pictures order={order} />
          <OrderTracker
            order={order}
            actions={actions}
            onChanged={refresh}
            initialAction={actionOf(search)}
          />
        </div>
        <div className={styles.side}>
          {order.isCancelled ? null : <OrderBreakdown order={order} />}
          <OrderPayments order={order}>{payments?.(order)}</OrderPayments>
          <FinancePanel order={order} />
          <DeliveryPanel order={order} actions={actions} onChanged={refresh} />
          <CommentsPanel order={order} />
        </div>
      </div>
      <OrderFaq country={country} />
    </section>
  );
}

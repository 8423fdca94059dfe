import {
  addressLine,
  deliveryValue,
  displayDeliveryDate,
  isFinancePurchase,
  isoFromDotted,
} from '@showroom/domain';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import type { OrderDetails } from '../api/orders-api';
import type { OrderActions } from '../tracker-actions';
import styles from './order-detail.module.css';

/** An order whose handover can be booked (the DeliveryScheduled event's statuses, docs/order-pipelines.md). */
const schedulable = new Set<OrderDetails['orderStatus']>([
  'Ordered',
  'Ordered Confirmed',
  'Preparing To Ship',
]);

/** How the order is paid for (spec 002 "finance panel"): customer type and payment type. */
export function FinancePanel({ order }: { order: OrderDetails }) {
  const customer = order.orderCustomer;
  const finance = isFinancePurchase(order.paymentOption);
  return (
    <section className={styles.panel} aria-labelledby="finance-title">
      <h2 id="finance-title" className={styles.panelTitle}>
        Finance
      </h2>
      <dl className={styles.facts}>
        <dt>Customer type</dt>
        <dd>
          {customer.customerType === 'Business' ? `Business (${customer.businessName ?? ''})` : 'Private'}
        </dd>
        <dt>Payment type</dt>
        <dd>{order.paymentOption}</dd>
      </dl>
      <p className={styles.small}>
        {finance
          ? 'Finance is provided by our finance partner and is subject to its approval. You apply when your order reaches Apply For Finance.'
          : 'The deposit was paid by card; the balance is paid by bank transfer.'}
      </p>
      {order.linkToFinanceApplication ? (
        <p>
          <a href={order.linkToFinanceApplication} target="_blank" rel="noreferrer">
            Your finance application (opens in a new tab)
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Delivery or in-store collection (spec 002 "delivery panel"): where, the estimate, and the booked appointment,
 * with the schedule or view-appointment dialog when the order page has it (a handover can be booked from the
 * deposit on, before its tracker step is reached).
 */
export function DeliveryPanel({
  order,
  actions = {},
  onChanged = () => undefined,
}: {
  order: OrderDetails;
  actions?: OrderActions;
  onChanged?(): void;
}) {
  const [open, setOpen] = useState(false);
  const { delivery } = order;
  const booked = Boolean(delivery.deliveryDate);
  const Action = booked ? actions.ViewAppointment : actions.ScheduleDelivery;
  const canAct = Action && schedulable.has(order.orderStatus);
  const bookedDate = isoFromDotted(delivery.deliveryDate ?? '');
  const pickup = delivery.deliveryOption === 'Pickup';
  const address = addressLine(
    {
      street: delivery.deliveryLocationAddress,
      suburb: delivery.deliveryLocationSuburb,
      state: delivery.deliveryLocationState,
      postcode: delivery.deliveryLocationPostcode,
    },
    order.orderVehicle.country,
  );
  return (
    <section className={styles.panel} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.panelTitle}>
        {pickup ? 'In-store collection' : 'Home delivery'}
      </h2>
      <dl className={styles.facts}>
        <dt>{pickup ? 'Location' : 'Delivery address'}</dt>
        <dd>{pickup ? delivery.pickupLocationName : address}</dd>
        <dt>Estimated delivery</dt>
        <dd>{deliveryValue(delivery.available) || 'To be confirmed'}</dd>
        <dt>Appointment</dt>
        <dd>
          {bookedDate
            ? `${displayDeliveryDate(bookedDate)}${delivery.deliveryTime ? ` at ${delivery.deliveryTime}` : ''}`
            : 'Not booked yet'}
        </dd>
      </dl>
      {canAct ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {booked ? 'View Appointment' : pickup ? 'Schedule Collection' : 'Schedule Delivery'}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open && Action ? (
          <Action order={order} onClose={() => setOpen(false)} onChanged={onChanged} />
        ) : null}
      </Suspense>
    </section>
  );
}

/** The customer's comments on the order, when there are any. */
export function CommentsPanel({ order }: { order: OrderDetails }) {
  if (!order.comments) return null;
  return (
    <section className={styles.panel} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.panelTitle}>
        Your comments
      </h2>
      <p className={styles.comments}>{order.comments}</p>
    </section>
  );
}

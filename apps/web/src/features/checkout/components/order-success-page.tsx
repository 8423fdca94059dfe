import type { DataOf, getOrderDetailsByYanaIds } from '@showroom/contract';
import {
  addressLine,
  type CountryCode,
  cents,
  deliveryValue,
  formatMoney,
  marketOf,
  salesPhone,
} from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { OrderPriceBreakdown } from '../../../components/order-price-breakdown';
import { PageSpinner } from '../../../components/page-spinner';
import { RetryNotice } from '../../../components/retry-notice';
import { orderDetailsQuery } from '../api/checkout-calls';
import { conciergeLead, whatsNextSteps } from '../content';
import styles from './checkout.module.css';
import { OrderFinancePanel } from './order-finance-panel';

type OrderDetails = DataOf<typeof getOrderDetailsByYanaIds>;

const deliveryLabel = (summary: OrderDetails) =>
  summary.delivery.deliveryOption === 'Pickup' ? 'In-store collection' : 'Home delivery';

/**
 * The thank-you page after an order (spec 002 section 2), at order-success/{yanaCustomerID}/{yanaCustomerNo}/
 * {yanaOrderID}/{yanaOrderNo}/{paymentTransactionID}/{country}: greeting, order number, what's next, the
 * selection, payment and delivery. The server answers only the browser that ordered or the signed-in owner.
 */
export default function OrderSuccessPage({ country }: { country: CountryCode }) {
  const { customerId = '', customerNo = '', orderId = '', orderNo = '', paymentId = '' } = useParams();
  const order = useQuery(
    orderDetailsQuery({
      yanaCustomerID: customerId,
      yanaCustomerNo: customerNo,
      yanaOrderID: orderId,
      yanaOrderNo: orderNo,
      country,
    }),
  );
  if (order.isPending) return <PageSpinner label="Loading your order..." />;
  if (order.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.flow}>
          <h1 className={styles.heading}>Thank you for your order</h1>
          <RetryNotice onRetry={() => void order.refetch()}>Your order could not be loaded.</RetryNotice>
          <p>
            {conciergeLead} {salesPhone[country]} with your reference {orderNo || paymentId}.
          </p>
        </div>
      </div>
    );
  }
  const summary = order.data;
  const { delivery, orderCustomer: customer } = summary;
  return (
    <div className={styles.page}>
      <div className={styles.flow}>
        <h1 className={styles.heading}>Thank you for your order, {customer.firstName}</h1>
        <p>
          Your order number is <strong>{summary.yanaOrderIDs.yanaOrderNo}</strong>. Your{' '}
          {formatMoney(cents(summary.downPayment))} deposit has been received (reference {paymentId}). A
          confirmation email is on its way; it can take up to 15 minutes.
        </p>
        <section aria-labelledby="next-title">
          <h2 id="next-title" className={styles.panelTitle}>
            What's next
          </h2>
          <ol className={styles.tracker}>
            {whatsNextSteps.map((step, index) => (
              <li
                key={step}
                className={index === 0 ? styles.done : undefined}
                aria-current={index === 0 ? 'step' : undefined}
              >
                {step}
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="selection-title" className={styles.panel}>
          <h2 id="selection-title" className={styles.panelTitle}>
            Your selection
          </h2>
          <OrderPriceBreakdown order={summary} />
        </section>
        <OrderFinancePanel
          customer={customer}
          paymentOption={summary.paymentOption}
          finance={summary.finance}
        />
        <section aria-labelledby="delivery-title" className={styles.panel}>
          <h2 id="delivery-title" className={styles.panelTitle}>
            {deliveryLabel(summary)}
          </h2>
          <dl className={styles.facts}>
            <dt>Preferred option</dt>
            <dd>{deliveryLabel(summary)}</dd>
            <dt>{delivery.deliveryOption === 'Pickup' ? 'Location' : 'Delivery address'}</dt>
            <dd>
              {delivery.deliveryOption === 'Pickup'
                ? delivery.pickupLocationName
                : addressLine(
                    {
                      street: delivery.deliveryLocationAddress,
                      suburb: delivery.deliveryLocationSuburb,
                      state: delivery.deliveryLocationState,
                      postcode: delivery.deliveryLocationPostcode,
                    },
                    country,
                  )}
            </dd>
            {delivery.deliveryOption === 'HomeDelivery' ? (
              <>
                <dt>Home delivery fee</dt>
                <dd>{formatMoney(cents(summary.driveAwayCost.homeDelivery))}</dd>
              </>
            ) : null}
            <dt>Estimated delivery</dt>
            <dd>{deliveryValue(delivery.available)}</dd>
          </dl>
        </section>
        {summary.comments ? (
          <section aria-labelledby="comments-title" className={styles.panel}>
            <h2 id="comments-title" className={styles.panelTitle}>
              Your comments
            </h2>
            <p className={styles.comments}>{summary.comments}</p>
          </section>
        ) : null}
        <p>
          Questions? Call Cadillac Concierge on {salesPhone[country]}.{' '}
          <Link to={`/${marketOf(country)}/`}>Back to the shop</Link>
        </p>
      </div>
      <aside className={styles.panel}>
        <img
          src={summary.orderVehicle.variantPicture}
          alt={`LYRIQ ${summary.orderVehicle.variantName} in ${summary.orderVehicle.exteriorName}`}
          width={640}
          height={360}
          className={styles.picture}
        />
      </aside>
    </div>
  );
}

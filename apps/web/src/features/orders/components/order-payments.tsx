import { cents, formatMoney } from '@showroom/domain';
import type { ReactNode } from 'react';
import { PriceLine, PriceList } from '../../../components/price-line';
import type { OrderDetails } from '../api/orders-api';
import { orderDate } from '../order-date';
import styles from './order-detail.module.css';

const money = (value: number) => formatMoney(cents(value));

/** The payment summary and history of an order (spec 002 sections 2 and 3), then what the app adds to it. */
export function OrderPayments({ order, children }: { order: OrderDetails; children?: ReactNode }) {
  const country = order.orderVehicle.country;
  return (
    <section className={styles.panel} aria-labelledby="payments-title">
      <h2 id="payments-title" className={styles.panelTitle}>
        Payment summary
      </h2>
      <PriceList>
        <PriceLine label="Drive-away price" amount={money(order.driveAwayCost.driveawayPrice)} />
        <PriceLine label="Deposit" amount={money(order.downPayment)} />
        <PriceLine label="Balance after deposit" amount={money(order.finalPaymentAmount)} />
        <PriceLine total label="Balance owing" amount={money(order.currentBalance)} />
        {order.paymentDueDate ? <PriceLine label="Payment due" amount={order.paymentDueDate} /> : null}
      </PriceList>
      <p className={styles.small}>
        The balance is paid by bank transfer, at least 3 business days before your handover. Recent
        transactions can take up to 3 business days to appear in your balance.
      </p>
      <h3 className={styles.subTitle}>Payment history</h3>
      {order.orderPaymentHistory.length === 0 ? (
        <p className={styles.small}>No payments have been received yet.</p>
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Payment</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.orderPaymentHistory.map((payment) => (
              <tr key={`${payment.paymentDate}-${payment.paymentName}`}>
                <td>{orderDate(payment.paymentDate, country)}</td>
                <td>{payment.paymentName}</td>
                <td className={`${styles.amount} tabular`}>{money(payment.paymentAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
}

import { cents, displayWireDate, formatMoney } from '@showroom/domain';
import type { ReactNode } from 'react';
import { PriceLine, PriceList } from '../../../components/price-line';
import type { OrderDetails } from '../api/orders-api';
import { orderDate } from '../order-date';
import styles from './order-detail.module.css';

const money = (value: number) => formatMoney(cents(value));

type Entry = OrderDetails['orderPaymentHistory'][number];

const refundWords: Record<Entry['paymentStatus'], string> = {
  Received: 'Received',
  Requested: 'Refund requested',
  Refunded: 'Refunded',
  Failed: 'Refund failed: we will contact you',
};

/** The figures at the top: what is owed depends on whether the deposit is due, a balance owing, or the order closed. */
function Figures({ order }: { order: OrderDetails }) {
  const driveAway = <PriceLine label="Drive-away price" amount={money(order.driveAwayCost.driveawayPrice)} />;
  if (order.balanceStanding === 'Closed') {
    return (
      <>
        <PriceList>{driveAway}</PriceList>
        <p className={styles.small} role="note">
          This order is cancelled: nothing is owing. Any card payment is refunded to the card it came from, as
          the history below shows.
        </p>
      </>
    );
  }
  if (order.balanceStanding === 'DepositDue') {
    return (
      <PriceList>
        {driveAway}
        <PriceLine label="Deposit due" amount={money(order.downPayment)} />
        <PriceLine total label="Balance after deposit" amount={money(order.finalPaymentAmount)} />
      </PriceList>
    );
  }
  return (
    <>
      <PriceList>
        {driveAway}
        <PriceLine label="Deposit" amount={money(order.downPayment)} />
        <PriceLine label="Balance after deposit" amount={money(order.finalPaymentAmount)} />
        <PriceLine total label="Balance owing" amount={money(order.currentBalance)} />
        {order.paymentDueDate ? (
          <PriceLine label="Payment due" amount={displayWireDate(order.paymentDueDate)} />
        ) : null}
      </PriceList>
      <p className={styles.small}>
        The balance is paid by bank transfer, at least 3 business days before your handover. Recent
        transactions can take up to 3 business days to appear in your balance.
      </p>
    </>
  );
}

/** The payment summary and history of an order (spec 002 sections 2 and 3), then what the app adds to it. */
export function OrderPayments({ order, children }: { order: OrderDetails; children?: ReactNode }) {
  const country = order.orderVehicle.country;
  return (
    <section className={styles.panel} aria-labelledby="payments-title">
      <h2 id="payments-title" className={styles.panelTitle}>
        Payment summary
      </h2>
      <Figures order={order} />
      <h3 className={styles.subTitle}>Payment history</h3>
      {order.orderPaymentHistory.length === 0 ? (
        <p className={styles.small}>No payments have been received yet.</p>
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Payment</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.orderPaymentHistory.map((entry) => (
              <tr key={`${entry.paymentDate}-${entry.paymentName}-${entry.paymentKind}`}>
                <td>{orderDate(entry.paymentDate, country)}</td>
                <td>{entry.paymentName}</td>
                <td>
                  {refundWords[entry.paymentStatus]}{' '}
                  {entry.paymentReference ? (
                    <span className={styles.reference}>Ref. {entry.paymentReference}</span>
                  ) : null}
                </td>
                <td className={`${styles.amount} tabular`}>
                  {entry.paymentKind === 'refund'
                    ? `−${money(entry.paymentAmount)}`
                    : money(entry.paymentAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
}

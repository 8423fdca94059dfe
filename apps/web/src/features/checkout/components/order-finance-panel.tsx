import type { DataOf, getOrderDetailsByYanaIds } from '@showroom/contract';
import { cents, formatMoney } from '@showroom/domain';
import { financeDisclaimer } from '../content';
import styles from './checkout.module.css';

type OrderDetails = DataOf<typeof getOrderDetailsByYanaIds>;

export interface OrderFinancePanelProps {
  customer: Pick<OrderDetails['orderCustomer'], 'customerType' | 'businessName'>;
  paymentOption: OrderDetails['paymentOption'];
  /** The loan the customer chose at checkout, as the order keeps it; null for cash. */
  finance: OrderDetails['finance'];
}

const rate = (percent: number) => `${percent.toFixed(2)}% p.a.`;

/**
 * The thank-you page's Finance panel (spec 002 section 2): customer type and payment type, and when the customer
 * chose finance, the loan the order was placed with under the calculator's labels, then the finance disclaimer.
 */
export function OrderFinancePanel({ customer, paymentOption, finance }: OrderFinancePanelProps) {
  return (
    <section aria-labelledby="payment-title" className={styles.panel}>
      <h2 id="payment-title" className={styles.panelTitle}>
        Finance
      </h2>
      <dl className={styles.facts}>
        <dt>Customer type</dt>
        <dd>
          {customer.customerType === 'Business' ? `Business (${customer.businessName ?? ''})` : 'Private'}
        </dd>
        <dt>Payment type</dt>
        <dd>{paymentOption}</dd>
        {finance ? (
          <>
            <dt>Deposit</dt>
            <dd>{formatMoney(cents(finance.deposit))}</dd>
            <dt>Term</dt>
            <dd>{finance.term} months</dd>
            <dt>Balloon payment</dt>
            <dd>
              {finance.balloonPercent > 0
                ? `${finance.balloonPercent}% (${formatMoney(cents(finance.balloonAmount))})`
                : 'None'}
            </dd>
            <dt>{finance.frequencyName} repayment</dt>
            <dd>{formatMoney(cents(finance.repayment))}</dd>
            <dt>Interest rate</dt>
            <dd>{rate(finance.interestRate)}</dd>
            <dt>Comparison rate</dt>
            <dd>{rate(finance.comparisonRate)}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.small}>{financeDisclaimer}</p>
    </section>
  );
}

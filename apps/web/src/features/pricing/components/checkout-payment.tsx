import type { CustomerType } from '@showroom/contract';
import { isFinance } from '@showroom/domain';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { RadioCardGroup } from '../../../components/radio-card';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { openPaymentOptions, paymentOptionStore } from '../../../state/payment-options';
import styles from './checkout-payment.module.css';

const customerTypes = [
  { id: 'Private', title: 'Private Customer' },
  { id: 'Business', title: 'Business Customer' },
] as const satisfies readonly { id: CustomerType; title: string }[];

const paymentTypes = [
  { id: 'Cash', title: 'Cash' },
  { id: 'Finance', title: 'Finance' },
] as const;

/**
 * The CHECKOUT section's customer type and payment type (spec 001 section 2 "Checkout info section"), the
 * 'What is Cash/Finance?' dialog and the Calculate Finance link. The customer type reprices the car (registration
 * and CTP differ for a business); the payment type is the payment option the payment options dialog opens on.
 */
export function CheckoutPayment() {
  const customerType = useStore(customerTypeStore);
  const paymentOption = useStore(paymentOptionStore);
  const [explaining, setExplaining] = useState(false);
  return (
    <div className={styles.checkout}>
      <RadioCardGroup
        legend="Customer type"
        options={customerTypes}
        value={customerType}
        onChange={(id) => customerTypeStore.set(id === 'Business' ? 'Business' : 'Private')}
      />
      <RadioCardGroup
        legend="Payment type"
        options={paymentTypes}
        value={paymentOption && isFinance(paymentOption) ? 'Finance' : 'Cash'}
        onChange={(id) =>
          paymentOptionStore.set((current) =>
            id === 'Cash' ? 'Cash' : current === 'FinanceOffer' ? current : 'Finance',
          )
        }
      />
      <p className={styles.links}>
        <button type="button" className={styles.link} onClick={() => setExplaining(true)}>
          What is Cash/Finance?
        </button>
        <button type="button" className={styles.link} onClick={() => openPaymentOptions(true)}>
          Calculate Finance
        </button>
      </p>
      {explaining ? (
        <Dialog open onOpenChange={setExplaining} title="What is Cash/Finance?" size="sm">
          <div className={styles.explain}>
            <h3>Cash</h3>
            <p>
              You pay the drive-away price yourself, by bank transfer, at least 3 business days before
              delivery. Only the refundable deposit is paid by card when you order.
            </p>
            <h3>Finance</h3>
            <p>
              Our lender partner pays the drive-away price less your deposit, and you repay the loan over the
              term you choose, with an optional balloon at the end. Calculate Finance shows your repayments;
              the loan is subject to the lender's approval.
            </p>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

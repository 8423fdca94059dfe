import type { PaymentNotification } from '../../platform/adapters/payments/payment-gateway';

/*
 * What a verified notification must also agree with before it moves an order. The signature proves the provider
 * sent it; these prove it is about the payment session we opened (issue 15.13).
 */

/** The amount and currency a payment session asked for. */
export interface ExpectedAmount {
  amountCents: number;
  currency: string;
}

/** Whether an authorisation is for exactly the amount and currency of its payment session. */
export function forSessionAmount(notification: PaymentNotification, expected: ExpectedAmount): boolean {
  return (
    notification.amount.value === expected.amountCents &&
    notification.amount.currency.toUpperCase() === expected.currency.toUpperCase()
  );
}

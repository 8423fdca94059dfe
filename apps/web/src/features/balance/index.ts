export { ArrangePaymentDialog } from './components/arrange-payment-dialog';
export { PaymentActions } from './components/payment-actions';
export { type PayCardForm, RetryPaymentDialog } from './components/retry-payment-dialog';

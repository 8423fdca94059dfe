export { ArrangePaymentDialog } from './components/arrange-payment-dialog';
export { type PayCardForm, RetryPaymentDialog } from './components/retry-payment-dialog';

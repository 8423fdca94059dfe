export { CheckoutPayment } from './components/checkout-payment';
export { DriveAwayPrice } from './components/driveaway-price';

export { DeliverySection } from './components/delivery-section';
export { confirmDeliveryForCheckout } from './hooks/delivery-check';

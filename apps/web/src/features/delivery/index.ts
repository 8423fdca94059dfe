export { DeliverySection } from './components/delivery-section';

export { OrderReview, type ReviewTarget } from './components/order-review';

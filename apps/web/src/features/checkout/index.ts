export { CardForm, type CardFormProps, type CardSession } from './components/card-form';
export { OrderReview, type ReviewTarget } from './components/order-review';

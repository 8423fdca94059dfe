import type { PaymentOption } from '@showroom/contract';
import { createStore } from './create-store';

const paymentOptions: readonly PaymentOption[] = ['Cash', 'Finance Offer', 'Finance', 'Finance New'];

/** How the visitor means to pay for the vehicle (spec 000 section 3; default Cash), kept across visits. */
export const paymentOptionStore = createStore<PaymentOption>('Cash', {
  storageKey: 'showroom.paymentOption',
  validate: (value) => paymentOptions.find((option) => option === value),
});

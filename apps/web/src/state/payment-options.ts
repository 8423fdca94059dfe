import { type PaymentOption, paymentOptions } from '@showroom/domain';
import { createStore } from './create-store';

/** The payment option the customer chose last (spec 000 section 3; none stored means cash), kept across visits. */
export const paymentOptionStore = createStore<PaymentOption | null>(null, {
  storageKey: 'showroom.paymentOption',
  validate: (value) => paymentOptions.find((option) => option === value),
});

/**
 * The payment options dialog ('YOUR LYRIQ SUMMARY'): closed, or open and whether it was opened to calculate
 * finance (the landing's Calculate Finance button, the CHECKOUT section's link), which decides its first tab.
 */
export type PaymentOptionsDialog =
  | { readonly open: false }
  | { readonly open: true; readonly calculateFinance: boolean };

export const paymentOptionsDialogStore = createStore<PaymentOptionsDialog>({ open: false });

/** Opens the payment options dialog. */
export function openPaymentOptions(calculateFinance: boolean): void {
  paymentOptionsDialogStore.set({ open: true, calculateFinance });
}

/*
 * How the customer means to pay (spec 000 section 3 "Payment options"; spec 001 section 2 "Payment options
 * dialog"): the tabs of the payment options dialog and which one it opens on.
 */

/**
 * The payment options of spec 000 section 3: cash, standard finance, the finance offer while one runs, and
 * 'Finance New' (finance of a new vehicle, which an order or interest may carry; priced as standard finance and
 * not a tab of its own).
 */
export type PaymentOption = 'Cash' | 'Finance' | 'FinanceOffer' | 'FinanceNew';

export const paymentOptions: readonly PaymentOption[] = ['Cash', 'Finance', 'FinanceOffer', 'FinanceNew'];

/** What decides the tab the payment options dialog opens on. */
export interface PaymentTabContext {
  /** A finance offer is running for the market today (check-offers lists it). */
  readonly offerActive: boolean;
  /** The dialog was opened by a Calculate Finance action (the landing's button or the CHECKOUT link). */
  readonly fromCalculateFinance: boolean;
  /** The option the customer chose last, if any. */
  readonly stored: PaymentOption | null;
}

/**
 * The tab the dialog opens on: the finance offer while one is active; Finance when the customer came to
 * calculate finance; otherwise the stored option (a stored finance offer that has ended, or Finance New, shows
 * as Finance);
 * otherwise Cash.
 * @example defaultPaymentTab({ offerActive: true, fromCalculateFinance: false, stored: 'Cash' }) // 'FinanceOffer'
 * @example defaultPaymentTab({ offerActive: false, fromCalculateFinance: true, stored: 'Cash' }) // 'Finance'
 * @example defaultPaymentTab({ offerActive: false, fromCalculateFinance: false, stored: 'FinanceOffer' }) // 'Finance'
 * @example defaultPaymentTab({ offerActive: false, fromCalculateFinance: false, stored: null }) // 'Cash'
 */
export function defaultPaymentTab(context: PaymentTabContext): PaymentOption {
  if (context.offerActive) return 'FinanceOffer';
  if (context.fromCalculateFinance) return 'Finance';
  if (context.stored === 'FinanceOffer' || context.stored === 'FinanceNew') return 'Finance';
  return context.stored ?? 'Cash';
}

/**
 * The tabs the dialog shows: Cash and Finance, and the finance offer only while one is active.
 * @example paymentTabs(false) // ['Cash', 'Finance']
 */
export function paymentTabs(offerActive: boolean): PaymentOption[] {
  return offerActive ? ['Cash', 'Finance', 'FinanceOffer'] : ['Cash', 'Finance'];
}

/**
 * Whether the option pays by finance (the CHECKOUT section's payment type shows Finance for both).
 * @example isFinance('FinanceOffer') // true
 */
export function isFinance(option: PaymentOption): option is Exclude<PaymentOption, 'Cash'> {
  return option !== 'Cash';
}

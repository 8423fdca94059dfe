import { type CountryCode, salesPhoneWords } from '../market';

/**
 * Re-try Payment on an order whose vehicle is no longer held (the hold ran out unpaid): the order page's words,
 * never checkout's 'reservation expired' (issue 17).
 * @example depositNoLongerPayableText('NZ') // '… call Cadillac Concierge on 0800 CADILLAC (223455).'
 */
export function depositNoLongerPayableText(country: CountryCode): string {
  return `This order's vehicle is no longer held, so its deposit can't be paid by card here. Please call Cadillac Concierge on ${salesPhoneWords[country]}.`;
}

/**
 * A new payment session asked for an order that no longer waits for its deposit (already paid, cancelled or being
 * refunded): nothing is to be paid by card, and the Concierge helps.
 * @example depositNotDueText('AU') // '… call Cadillac Concierge on 1800 CADILLAC (223455).'
 */
export function depositNotDueText(country: CountryCode): string {
  return `This order is no longer waiting for its deposit, so no card payment can be taken for it here. If you need help with your order, please call Cadillac Concierge on ${salesPhoneWords[country]}.`;
}

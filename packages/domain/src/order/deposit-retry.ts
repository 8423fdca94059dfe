import { type CountryCode, salesPhoneWords } from '../market';

/**
 * Re-try Payment on an order whose vehicle is no longer held (the hold ran out unpaid): the order page's words,
 * never checkout's 'reservation expired' (issue 17).
 * @example depositNoLongerPayableText('NZ') // '… call Cadillac Concierge on 0800 CADILLAC (223455).'
 */
export function depositNoLongerPayableText(country: CountryCode): string {
  return `This order's vehicle is no longer held, so its deposit can't be paid by card here. Please call Cadillac Concierge on ${salesPhoneWords[country]}.`;
}

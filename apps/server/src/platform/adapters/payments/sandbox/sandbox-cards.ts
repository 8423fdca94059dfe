import type { FieldError } from '@showroom/contract';
import {
  type CardBrand,
  cardDigits,
  detectCardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  lastFour,
} from '@showroom/domain';
import type { PaymentResultCode } from '../payment-gateway';

/**
 * The sandbox's documented test cards (docs/payments.md): any future expiry, any CVC of the right length.
 * The authorising ones are Adyen's own test numbers, so the same cards work against Adyen's test environment.
 */
export const sandboxTestCards: readonly { number: string; brand: CardBrand; result: PaymentResultCode }[] = [
  { number: '4111111111111111', brand: 'visa', result: 'Authorised' },
  { number: '5555555555554444', brand: 'mc', result: 'Authorised' },
  { number: '370000000000002', brand: 'amex', result: 'Authorised' },
  { number: '4000000000000002', brand: 'visa', result: 'Refused' },
  { number: '5105105105105100', brand: 'mc', result: 'Refused' },
  { number: '4000000000000119', brand: 'visa', result: 'Error' },
];

/** Holder names that force a result whatever the card, as in Adyen's test environment. */
const holderNameResults: Record<string, PaymentResultCode> = { DECLINED: 'Refused', ERROR: 'Error' };

export interface CardSubmission {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
  /** Adyen's billing address fields; `houseNumberOrName` is the second address line (spec 002 section 5, Address2). */
  billingAddress: {
    street: string;
    houseNumberOrName?: string;
    city: string;
    postalCode: string;
    stateOrProvince: string;
  };
}

export type CardCheck =
  | { ok: true; brand: CardBrand; lastFour: string; result: PaymentResultCode }
  | { ok: false; errors: FieldError[] };

const brandList = 'Mastercard, Visa or American Express';

/**
 * Checks a card form the way a provider's hosted form does (brand, Luhn, expiry, CVC, holder name, billing
 * address) and decides the test result. Messages never repeat what was typed.
 */
export function checkCard(card: CardSubmission, today: { year: number; month: number }): CardCheck {
  const errors: FieldError[] = [];
  const digits = cardDigits(card.number);
  const brand = digits ? detectCardBrand(digits) : undefined;
  if (!digits) errors.push({ field: 'number', message: 'Enter the card number.' });
  else if (!brand) errors.push({ field: 'number', message: `Use a ${brandList} card.` });
  else if (!isValidCardNumber(digits)) errors.push({ field: 'number', message: 'Check the card number.' });
  if (!isValidExpiry(card.expiry, today)) {
    errors.push({ field: 'expiry', message: 'Enter a valid expiry date (MM/YY) that has not passed.' });
  }
  if (!isValidCvc(card.cvc.trim(), brand ?? 'visa')) {
    const length = brand === 'amex' ? 4 : 3;
    errors.push({ field: 'cvc', message: `Enter the ${length}-digit security code.` });
  }
  if (!card.holderName.trim()) errors.push({ field: 'holderName', message: 'Enter the name on the card.' });
  const address = card.billingAddress;
  if (!address.street.trim())
    errors.push({ field: 'billingAddress.street', message: 'Enter the street address.' });
  if (!address.city.trim())
    errors.push({ field: 'billingAddress.city', message: 'Enter the suburb or city.' });
  if (!/^\d{4}$/.test(address.postalCode.trim())) {
    errors.push({ field: 'billingAddress.postalCode', message: 'Enter the 4-digit postcode.' });
  }
  if (errors.length > 0 || !digits || !brand) return { ok: false, errors };
  const forced = holderNameResults[card.holderName.trim().toUpperCase()];
  const testCard = sandboxTestCards.find((c) => c.number === digits);
  return { ok: true, brand, lastFour: lastFour(digits), result: forced ?? testCard?.result ?? 'Refused' };
}

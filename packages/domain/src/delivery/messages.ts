import { type CountryCode, salesPhone } from '../market';
import type { DeliveryErrorCode } from './delivery-fee';

/** The delivery texts of spec 000 sections 5 and 8, word for word (the web app shows them). */
export const deliveryMessages = {
  primaryAddressRequired: 'Primary Address is required.',
  primaryPostcodeRequired: 'Primary Postcode is required.',
  pickupLocationRequired: 'Please select pick up location.',
  deliveryAddressRequired: 'Delivery Address is required.',
  deliveryStateMismatch:
    'Different State from primary address is not allowed. Please try again or select In-store Collection.',
  deliveryPostcodeRequiredNz: 'Delivery Postcode is required, Please change another address',
  notEligibleForRegionalDelivery: 'Your Delivery Address is not eligible for Regional Delivery.',
  /** The spec gives only the gist of the submit-time text; this wording is ours. */
  withinMinimumDistance:
    'Your Delivery Address is not eligible for Regional Delivery because it falls within the minimum distance ' +
    'from an Experience Centre. Please select In-store collection or enter a different address.',
} as const;

/**
 * The refusal when an Australian address is in another state than the one chosen (spec 000 section 5).
 * @example stateMismatchMessage('VIC') // 'You can only enter VIC address or refresh page to re-select state.'
 */
export function stateMismatchMessage(state: string): string {
  return `You can only enter ${state} address or refresh page to re-select state.`;
}

/**
 * The text of a delivery estimate error code (spec 000 section 8), or undefined for 0 (no error).
 * Code 2 names the market's sales phone number.
 * @example deliveryErrorMessage(2, 'NZ')
 *   // 'We are unable to calculate your regional deliver cost estimate at this time. You can try again later or
 *   //  call our Cadillac Sales team on 0800 223 455 for support through this step'
 */
export function deliveryErrorMessage(code: DeliveryErrorCode, country: CountryCode): string | undefined {
  if (code === 1) {
    return (
      'We were unable to provide an accurate estimate for this delivery address. You can either try a ' +
      'different address or proceed with your order, and a member of our sales team will reach out to provide an estimate.'
    );
  }
  if (code === 2) {
    return (
      'We are unable to calculate your regional deliver cost estimate at this time. You can try again later or ' +
      `call our Cadillac Sales team on ${salesPhone[country]} for support through this step`
    );
  }
  return undefined;
}

import { type CountryCode, salesPhoneWords } from '../market';

/*
 * Support requests from the order page (spec 002 sections 2 "Order detail page", 4 "Support request dialog" and 8):
 * a call-back, or a request to cancel the order, which is possible until the contract is signed (section 1).
 */

export const supportRequestTypes = ['callback', 'cancel'] as const;
export type SupportRequestType = (typeof supportRequestTypes)[number];

/**
 * What the support dialog says when a request fails (spec 002 section 8), with the market's line in words.
 * @example supportRequestFailureText('NZ')
 * // "We're sorry, there was an issue processing your request. Please try again or call 0800 CADILLAC (223455) for assistance."
 */
export function supportRequestFailureText(country: CountryCode): string {
  return `We're sorry, there was an issue processing your request. Please try again or call ${salesPhoneWords[country]} for assistance.`;
}

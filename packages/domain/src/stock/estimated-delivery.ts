/**
 * The estimated-delivery value of a stock text (an interior's `Available`, a unit's estimate), without a leading
 * label the page already shows.
 * @example deliveryValue('Estimated delivery: 2–4 weeks') // '2–4 weeks'
 * @example deliveryValue('January 2027') // 'January 2027'
 */
export function deliveryValue(available: string): string {
  return available.replace(/^\s*estimated delivery\s*:?\s*/i, '').trim() || available;
}

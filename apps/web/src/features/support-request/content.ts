import type { SupportRequestType } from '@showroom/domain';

/** The Support menu's words for each request (the failure text is the spec's, from the domain). */
export const supportTexts: Record<
  SupportRequestType,
  { item: string; title: string; question: (orderNo: string) => string; success: string }
> = {
  callback: {
    item: 'Request a Call Back',
    title: 'Request a call back',
    question: (orderNo) =>
      `Would you like a member of the Cadillac Sales Team to call you about order ${orderNo}?`,
    success:
      'Thank you. Your request has been received and a member of the Cadillac Sales Team will call you back shortly.',
  },
  cancel: {
    item: 'Cancel Order',
    title: 'Cancel order',
    question: (orderNo) =>
      `Are you sure you want to cancel order ${orderNo}? An order can be cancelled until its contract is signed.`,
    success:
      'Thank you. Your request to cancel has been received. A member of the Cadillac Sales Team will call you to confirm the cancellation and the refund of your deposit.',
  },
};

/** Cancel Order once signed, within the cooling-off period: the order is cancelled at once. */
export const coolingOffTexts = {
  question: (orderNo: string, lastDay: string) =>
    `Are you sure you want to cancel order ${orderNo}? Your contract is within its cooling-off period until the end of ${lastDay}: cancelling now ends it, and your $1,000 deposit is refunded to your card.`,
  success:
    'Your order is cancelled. Your deposit is being refunded to your card; we have emailed you, and again when the refund is complete.',
};

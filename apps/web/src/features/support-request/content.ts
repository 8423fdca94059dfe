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

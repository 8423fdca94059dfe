/*
 * The texts of checkout and the thank-you pages (spec 001 sections 1, 2 and 8; spec 002 section 2). The terms
 * and guidelines restate the facts of spec 001 section 1; their legal wording is SAMPLE, to be replaced by the
 * market's approved text before going live.
 */

export const checkoutText = {
  accountHeading: 'Enter account details',
  waitlistHeading: 'Join the waitlist',
  waitlistNote:
    'This configuration is currently sold out. Join the waitlist and we will notify you as soon as it is available.',
  proceed: 'Proceed with payment',
  joinWaitlist: 'Join the waitlist',
  back: 'Back to configuration',
  refused: 'Your credit card details have been refused, please re-enter your details.',
  retry: 'Re-try Payment',
  /** The deposit's result is not known yet (its instance died before answering): never a refusal. */
  confirming: 'We are confirming your payment… This can take a minute. Please do not pay again.',
  stillConfirming:
    'We could not confirm your payment yet. Please check My Orders or your email for your order confirmation before paying again.',
  /** After the hold ran out: back to the account details for a new reservation. */
  startAgain: 'Start again',
  /** Every guest sees it: whether the email has an account is never said (security probe F10). */
  signInOffer: 'Have a Cadillac account? Sign in to follow this order in My Orders.',
  signIn: 'Sign in',
  /** The email field's tip (spec 001 section 9: shown for 2 s). */
  emailTip: 'Your order confirmation and account details go to this address.',
  noDelivery: 'Choose how you will take delivery of your LYRIQ before checking out.',
  noConfiguration: 'Configure your LYRIQ first, then proceed to checkout.',
} as const;

export interface TermsDocument {
  title: string;
  paragraphs: readonly string[];
}

/** Order Terms & Conditions (SAMPLE wording of the facts in spec 001 section 1). */
export const orderTerms: TermsDocument = {
  title: 'Order Terms & Conditions',
  paragraphs: [
    'A deposit of $1,000 is payable by card when you place your order. It reserves the vehicle you configured.',
    'Your deposit is fully refundable until you sign the contract of sale. A refund goes back to the card you paid with, within 5 business days of a confirmed request, or within 10 business days if the payment provider cancels the payment.',
    'Please set up your account within 10 days and sign your contract of sale within 10 days; otherwise your order may be cancelled.',
    'The balance of the vehicle price is paid by bank transfer, not by card, and is due at least 3 business days before delivery.',
    'We do not take trade-ins. You may cancel your order before the contract of sale is signed and the cooling-off period has passed.',
  ],
};

/** Account Guidelines (SAMPLE wording). */
export const accountGuidelines: TermsDocument = {
  title: 'Account Guidelines',
  paragraphs: [
    'You must be at least 18 years old to hold an account and to place an order.',
    'Use your own name, email address and mobile number: we use them to confirm your order, arrange your contract and delivery, and contact you about your vehicle.',
    'Set up your account within 10 days of placing your order, so that your contract of sale can be prepared.',
    'Keep your sign-in details to yourself. Tell us at once if you think someone else has used your account.',
  ],
};

/** The what's-next tracker of the thank-you page (spec 002 section 2). */
export const whatsNextSteps = [
  'Order Placed',
  'Provide Your Details',
  'Sign Your Contract',
  'Order Confirmed',
] as const;

export const financeDisclaimer =
  'Finance is provided by our lender partner, subject to its credit assessment, terms and conditions. Repayments shown while configuring are estimates only.';

/** The thank-you page's failure text, followed by the market's phone line and the reference (spec 002 section 8). */
export const conciergeLead = 'Please contact cadillac Concierge on';

/** The balance and retry dialogs' wording (spec 002 sections 1, 4, 8 and 9). */
export const balanceText = {
  arrangeTitle: 'Arrange Payment',
  arrangeIntro:
    'The balance of your LYRIQ is paid by bank transfer. Use your order number as the payment reference.',
  dueUnknown:
    'Your payment due date follows from your delivery date: full payment is due 3 business days before it. Schedule your delivery to see the date here.',
  dueNote:
    'Full payment is due at least 3 business days before your delivery or last-mile transport. Transfers can take up to 3 business days to appear in your balance.',
  download: 'Download payment summary (PDF)',
  retryTitle: 'Re-try Payment',
  retryIntro: 'Pay the deposit for your order with Visa, Mastercard or American Express.',
  refused: 'Your credit card details have been refused, please re-enter your details.',
  retry: 'Re-try Payment',
  paid: 'Thank you. Your deposit has been received and your order is placed.',
  failed: 'Something went wrong. Please try again.',
} as const;

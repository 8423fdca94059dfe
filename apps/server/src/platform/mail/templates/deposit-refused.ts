import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/**
 * Sent when the card provider refuses a deposit payment (or it fails): the order is not placed, and its page's
 * Re-try Payment takes another card. One per payment attempt.
 */
export interface DepositRefusedData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  amountCents: number;
  /** The order's page, opening Re-try Payment. */
  retryUrl: string;
}

export function renderDepositRefused(data: DepositRefusedData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const amount = formatMoney(cents(data.amountCents));
  return renderEmail(
    {
      subject: `Your deposit for order ${data.orderNumber} did not go through`,
      preheader: `Your ${amount} deposit was not taken. You can pay it with another card from your order.`,
      heading: 'Your deposit did not go through',
      blocks: [
        { kind: 'paragraph', text: `Dear ${data.firstName},` },
        {
          kind: 'paragraph',
          text: `Your card payment of ${amount} to reserve your LYRIQ was not accepted, so order ${data.orderNumber} has not been placed yet and nothing has been charged.`,
        },
        {
          kind: 'paragraph',
          text: 'Your order is waiting for you in My Orders. Open it and choose Re-try Payment to pay the deposit with another card while your vehicle is still held for you.',
        },
        { kind: 'button', label: 'Re-try Payment', url: data.retryUrl },
        {
          kind: 'paragraph',
          text: `If you have any questions, our Cadillac Sales Team is here to help on ${market.phone}.`,
        },
      ],
    },
    market,
  );
}

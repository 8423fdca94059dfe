import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Sent when the payment provider confirms that card money the shop gave back has been refunded. */
export interface RefundSettledData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  amountCents: number;
  /** The provider's reference of the refund, for the customer's bank. */
  refundReference: string;
}

export function renderRefundSettled(data: RefundSettledData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const amount = formatMoney(cents(data.amountCents));
  return renderEmail(
    {
      subject: `Your ${amount} refund for ${data.orderNumber} is complete`,
      preheader: `Our payment provider has refunded ${amount} to your card.`,
      heading: 'Your refund is complete',
      blocks: [
        { kind: 'paragraph', text: `Dear ${data.firstName},` },
        {
          kind: 'paragraph',
          text: `Our payment provider has confirmed the refund of ${amount} to the card you paid with for ${data.orderNumber}. Depending on your bank, it can take a few business days to show on your statement.`,
        },
        {
          kind: 'details',
          caption: 'Your refund',
          rows: [
            { label: 'Order', value: data.orderNumber },
            { label: 'Refund reference', value: data.refundReference },
            { label: 'Refunded to your card', value: '', amount, strong: true },
          ],
        },
        { kind: 'paragraph', text: `Questions about your refund? Call us on ${market.phone}.` },
      ],
    },
    market,
  );
}

import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Why a card deposit is given back without being asked. */
export type DepositRefundReason = 'hold-ended' | 'already-paid';

/**
 * Sent when the shop refunds a card deposit on its own: the card was authorised after the reservation's hold had
 * ended (the vehicle was no longer held), or the order had already been paid (a second payment).
 */
export interface DepositRefundData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  /** The reservation or order the payment was for. */
  orderNumber: string;
  amountCents: number;
  reason: DepositRefundReason;
}

export function renderDepositRefund(data: DepositRefundData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const amount = formatMoney(cents(data.amountCents));
  const why =
    data.reason === 'hold-ended'
      ? `Your card payment of ${amount} for reservation ${data.orderNumber} was authorised after your reservation had ended, so the vehicle was no longer held for you and no order was placed.`
      : `Your card payment of ${amount} for order ${data.orderNumber} was a second payment: the deposit for this order had already been paid, and your order is unchanged.`;
  return renderEmail(
    {
      subject: `Your ${amount} payment is being refunded`,
      preheader: `We are refunding your card payment of ${amount}.`,
      heading: 'Your payment is being refunded',
      blocks: [
        { kind: 'paragraph', text: `Dear ${data.firstName},` },
        { kind: 'paragraph', text: why },
        {
          kind: 'paragraph',
          text: `We have asked our payment provider to refund the full ${amount} to the card you paid with. You do not need to do anything: the refund usually reaches your account within 3–5 business days, depending on your bank.`,
        },
        {
          kind: 'details',
          caption: 'Your refund',
          rows: [
            { label: data.reason === 'hold-ended' ? 'Reservation' : 'Order', value: data.orderNumber },
            { label: 'Refund to your card', value: '', amount, strong: true },
          ],
        },
        {
          kind: 'paragraph',
          text:
            data.reason === 'hold-ended'
              ? `If you would still like this vehicle, or have a question about your refund, call our Cadillac Sales Team on ${market.phone}.`
              : `Questions about your refund? Call us on ${market.phone}.`,
        },
      ],
    },
    market,
  );
}

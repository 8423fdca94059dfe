import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Why card money is given back: a hold that had ended, a second payment, a charge not counted, a cancellation. */
export type DepositRefundReason = 'hold-ended' | 'already-paid' | 'not-counted' | 'order-cancelled';

/**
 * Sent when the shop refunds card money: on its own (the card was authorised after the reservation's hold had
 * ended, the order had already been paid, or the charge could not count for the order), or because the order was
 * cancelled — then it is the cancellation's email too.
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
  const why = {
    'hold-ended': `Your card payment of ${amount} for reservation ${data.orderNumber} was authorised after your reservation had ended, so the vehicle was no longer held for you and no order was placed.`,
    'already-paid': `Your card payment of ${amount} for order ${data.orderNumber} was a second payment: the deposit for this order had already been paid, and your order is unchanged.`,
    'not-counted': `Your card payment of ${amount} for order ${data.orderNumber} could not be counted towards your order, so we are giving it back.`,
    'order-cancelled': `Your order ${data.orderNumber} has been cancelled, as agreed with our team. Your ${amount} deposit is being refunded.`,
  }[data.reason];
  const cancelled = data.reason === 'order-cancelled';
  return renderEmail(
    {
      subject: cancelled
        ? `Your order ${data.orderNumber} is cancelled and your ${amount} deposit is being refunded`
        : `Your ${amount} payment is being refunded`,
      preheader: `We are refunding your card payment of ${amount}.`,
      heading: cancelled ? 'Your order is cancelled' : 'Your payment is being refunded',
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

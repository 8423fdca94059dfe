import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Sent when the shop records a bank transfer towards an order's balance (spec 002 "Balance received"). */
export interface BalanceReceiptData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  amountCents: number;
  /** The day the bank credited the transfer, as the customer reads it (DD.MM.YYYY). */
  receivedOn: string;
  /** What is still owed after this payment, in cents (0 once paid in full). */
  balanceCents: number;
  orderUrl: string;
}

export function renderBalanceReceipt(data: BalanceReceiptData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const paidInFull = data.balanceCents === 0;
  const summary = paidInFull
    ? `Your LYRIQ is now paid in full. Thank you for your payment towards order ${data.orderNumber}.`
    : `Thank you for your payment towards order ${data.orderNumber}. ${formatMoney(cents(data.balanceCents))} is still owed.`;
  return renderEmail(
    {
      subject: `Payment received for order ${data.orderNumber}`,
      preheader: summary,
      heading: 'Payment received',
      blocks: [
        { kind: 'paragraph', text: `Thank you, ${data.firstName}.` },
        { kind: 'paragraph', text: summary },
        {
          kind: 'details',
          caption: 'Your payment',
          rows: [
            { label: 'Received', value: data.receivedOn },
            { label: 'Amount', value: '', amount: formatMoney(cents(data.amountCents)) },
            {
              label: 'Balance owing',
              value: '',
              amount: formatMoney(cents(data.balanceCents)),
              strong: true,
            },
          ],
        },
        { kind: 'button', label: 'View your order', url: data.orderUrl },
        { kind: 'paragraph', text: `Questions about your payment? Call us on ${market.phone}.` },
      ],
    },
    market,
  );
}

import { type Cents, type CountryCode, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';
import { priceLocation, type VehicleSummary, vehicleRows } from './vehicle';

/** Sent when the card deposit is authorised and the order exists (spec 001 section 1, spec 002 thank-you page). */
export interface OrderConfirmationData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  vehicle: VehicleSummary;
  driveAwayPrice: Cents;
  /** The deposit taken by card: $1,000 (spec 001 section 9). */
  depositPaid: Cents;
  /** The order's page in the owner portal. */
  orderUrl: string;
}

export function renderOrderConfirmation(data: OrderConfirmationData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const deposit = formatMoney(data.depositPaid);
  return renderEmail(
    {
      subject: `Your LYRIQ order ${data.orderNumber}`,
      preheader: `Order ${data.orderNumber} is placed and your ${deposit} deposit is paid.`,
      heading: 'Thank you for your order',
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you, ${data.firstName}. Your order ${data.orderNumber} is placed and your deposit of ${deposit} has been paid.`,
        },
        { kind: 'button', label: 'View your order', url: data.orderUrl },
        {
          kind: 'details',
          caption: `Order ${data.orderNumber}`,
          rows: [
            ...vehicleRows(data.vehicle),
            {
              label: 'Drive-away price',
              value: priceLocation(data.country, data.state),
              amount: formatMoney(data.driveAwayPrice),
              strong: true,
            },
            { label: 'Deposit paid', value: 'By card', amount: deposit, strong: true },
          ],
        },
        { kind: 'heading', text: "What's next" },
        {
          kind: 'steps',
          items: [
            { title: 'Order Placed', text: 'Done: your vehicle is reserved for you.' },
            {
              title: 'Provide Your Details',
              text: 'Set up your account within 10 days, or the order may be cancelled.',
            },
            {
              title: 'Sign Your Contract',
              text: 'Review and sign your contract of sale within 10 days, or the order may be cancelled.',
            },
            {
              title: 'Order Confirmed',
              text: 'Pay the balance by bank transfer (not by card) at least 3 business days before delivery.',
            },
          ],
        },
        { kind: 'heading', text: 'Your deposit' },
        {
          kind: 'paragraph',
          text: `Your ${deposit} deposit is fully refundable until the contract of sale is signed. A refund goes back to the card you paid with, within 5 business days of a confirmed request, or within 10 business days if the payment provider cancels the payment.`,
        },
        {
          kind: 'smallPrint',
          text: `Quote order ${data.orderNumber} when you call us.`,
        },
      ],
    },
    market,
  );
}

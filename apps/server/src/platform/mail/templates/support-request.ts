import type { CountryCode, SupportRequestType } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Sent to an order's owner when they ask from the order page's Support menu (spec 002 section 4). */
export interface SupportRequestData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  requestType: SupportRequestType;
  /** The order's page in the owner portal. */
  orderUrl: string;
}

export function renderSupportRequest(data: SupportRequestData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const cancel = data.requestType === 'cancel';
  const body = cancel
    ? `We have received your request to cancel order ${data.orderNumber}. A member of the Cadillac Sales Team will call you to confirm the cancellation and the refund of your deposit. Your order stays in place until then.`
    : `We have received your request for a call about order ${data.orderNumber}. A member of the Cadillac Sales Team will call you back soon.`;
  return renderEmail(
    {
      subject: cancel
        ? `Your request to cancel order ${data.orderNumber}`
        : `We'll call you about order ${data.orderNumber}`,
      preheader: body,
      heading: cancel ? 'Your cancellation request' : "We'll call you back",
      blocks: [
        { kind: 'paragraph', text: `Thank you, ${data.firstName}.` },
        { kind: 'paragraph', text: body },
        { kind: 'button', label: 'View your order', url: data.orderUrl },
        { kind: 'paragraph', text: `If you would like to talk sooner, call us on ${market.phone}.` },
      ],
    },
    market,
  );
}

import type { CountryCode } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** The tracker steps whose email asks the customer to act (the deposit's own is `deposit-refused`). */
export type ActionStep =
  | 'ProvideDetails'
  | 'FinanceApplication'
  | 'SignContract'
  | 'ScheduleDelivery'
  | 'ArrangePayment';

/**
 * Sent once when an order reaches a tracker step that waits for the customer (issue 36): what to do, and a button
 * to that step on the order's page.
 */
export interface ActionNeededData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  orderNumber: string;
  step: ActionStep;
  /** The tracker step's name and text, as the order page shows them. */
  stepName: string;
  stepText: string;
  /** The order's page, opening the step's dialog. */
  stepUrl: string;
}

const asks: Record<ActionStep, { subject: string; button: string }> = {
  ProvideDetails: { subject: 'Please provide your details', button: 'Provide your details' },
  FinanceApplication: { subject: 'Your finance application is waiting', button: 'Apply for finance' },
  SignContract: { subject: 'Your contract is ready to sign', button: 'Sign your contract' },
  ScheduleDelivery: { subject: 'Choose when to take your LYRIQ', button: 'Schedule a time' },
  ArrangePayment: { subject: 'Your balance is ready to pay', button: 'Arrange payment' },
};

export function renderActionNeeded(data: ActionNeededData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const ask = asks[data.step];
  return renderEmail(
    {
      subject: `${ask.subject}: order ${data.orderNumber}`,
      preheader: data.stepText,
      heading: data.stepName,
      blocks: [
        { kind: 'paragraph', text: `Dear ${data.firstName},` },
        {
          kind: 'paragraph',
          text: `Your LYRIQ order ${data.orderNumber} has reached a step that needs you: ${data.stepName}.`,
        },
        { kind: 'paragraph', text: data.stepText },
        { kind: 'button', label: ask.button, url: data.stepUrl },
        {
          kind: 'paragraph',
          text: `If you have any questions, our Cadillac Sales Team is here to help on ${market.phone}.`,
        },
      ],
    },
    market,
  );
}

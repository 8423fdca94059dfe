import type { Milestone, Milestones } from './order-events';
import { isFinancePurchase, type OrderProgress } from './order-machine';
import { awaitsDeposit } from './order-status';

/*
 * The order progress tracker (spec 002 sections 3 "Pipeline step" and 4 "Progress tracker"): four pipelines by
 * how the vehicle is paid for and handed over, each a list of steps completed by milestones, with the button the
 * customer presses at a step. docs/order-pipelines.md lists them.
 */

export const pipelineLetters = ['A', 'B', 'C', 'D'] as const;
export type PipelineLetter = (typeof pipelineLetters)[number];

/** The step a pipeline is complete at (spec 002 section 4): 5 (A), 6 (B), 7 (C), 8 (D). */
export const pipelineCompletionStep: Readonly<Record<PipelineLetter, number>> = { A: 5, B: 6, C: 7, D: 8 };

/** The buttons a tracker step can carry (spec 002 section 4), each opening one dialog of the order page. */
export const trackerButtons = [
  'RetryPayment',
  'ProvideDetails',
  'FinanceApplication',
  'SignContract',
  'DownloadContract',
  'ScheduleDelivery',
  'ArrangePayment',
  'ViewAppointment',
] as const;
export type TrackerButton = (typeof trackerButtons)[number];

/** The buttons that ask the customer to act: an order whose current step shows one needs them. */
export const customerActionButtons: readonly TrackerButton[] = [
  'RetryPayment',
  'ProvideDetails',
  'FinanceApplication',
  'SignContract',
  'ScheduleDelivery',
  'ArrangePayment',
];

/** 0 current, 1 finished, 2 not reached yet (spec 002 section 3). */
export type StepStatus = 0 | 1 | 2;

/** A tracker step as the order-details reply carries it (spec 002 section 3 "Pipeline step"). */
export interface PipelineStep {
  readonly pipelineName: string;
  readonly pipelineNumber: PipelineLetter;
  readonly pipelineBarStepNumber: number;
  readonly pipelineDesc: string;
  /** When the step was finished (ISO 8601 instant), null until then. */
  readonly completeDate: string | null;
  readonly buttonID: TrackerButton | null;
  readonly buttonText: string | null;
  readonly pipelineBarStepStatus: StepStatus;
}

interface Button {
  readonly id: TrackerButton;
  readonly text: string;
}

interface StepDefinition {
  readonly name: string;
  readonly desc: string;
  /** The description once the step is finished, when it reads differently from the one before. */
  readonly doneDesc?: string;
  readonly milestone: Milestone;
  /** The button while the step is current. */
  readonly action?: (progress: OrderProgress) => Button | undefined;
  /** The button once the step is finished. */
  readonly after?: Button;
}

const placed: StepDefinition = {
  name: 'Order Placed',
  desc: 'Your $1,000 deposit reserves your LYRIQ.',
  milestone: 'depositAuthorised',
  action: (progress) =>
    awaitsDeposit(progress.status) ? { id: 'RetryPayment', text: 'Re-try Payment' } : undefined,
};
const applyForFinance: StepDefinition = {
  name: 'Apply For Finance',
  desc: 'Apply for your loan with our finance partner.',
  milestone: 'financeApplied',
  action: () => ({ id: 'FinanceApplication', text: 'Finance Application' }),
};
const financeApproved: StepDefinition = {
  name: 'Finance Approved',
  desc: 'Our finance partner assesses your application and lets you know the outcome.',
  milestone: 'financeApproved',
};
const contract: StepDefinition = {
  name: 'Sign Your Contract',
  desc: 'Provide your licence and address details, then review and sign your vehicle sales contract.',
  milestone: 'contractSigned',
  action: (progress) =>
    progress.milestones.detailsProvided
      ? { id: 'SignContract', text: 'Review and Sign Contract' }
      : { id: 'ProvideDetails', text: 'Provide Your Details' },
  after: { id: 'DownloadContract', text: 'Download Contract' },
};
const schedule = (kind: 'Delivery' | 'Collection'): StepDefinition => ({
  name: `Schedule ${kind}`,
  desc:
    kind === 'Delivery'
      ? 'Choose the day and time we deliver your LYRIQ to your address.'
      : 'Choose the day and time you collect your LYRIQ from the Experience Centre.',
  milestone: 'deliveryScheduled',
  action: () => ({ id: 'ScheduleDelivery', text: `Schedule ${kind}` }),
  after: { id: 'ViewAppointment', text: 'View Appointment' },
});
const balance: StepDefinition = {
  name: 'Pay Your Balance',
  desc: 'Pay the balance by bank transfer at least 3 business days before your handover.',
  milestone: 'balanceReceived',
  action: () => ({ id: 'ArrangePayment', text: 'Arrange Payment' }),
};
const preparing: StepDefinition = {
  name: 'Preparing To Ship',
  desc: 'We prepare your LYRIQ and bring it to you.',
  milestone: 'vehiclePrepared',
};
const handedOver = (kind: 'Delivery' | 'Collection'): StepDefinition => ({
  name: kind === 'Delivery' ? 'Vehicle Delivered' : 'Vehicle Collected',
  desc:
    kind === 'Delivery'
      ? 'Your LYRIQ will be handed over to you at your address on your delivery day.'
      : 'Your LYRIQ will be handed over to you at the Experience Centre on your collection day.',
  doneDesc: 'Your LYRIQ is yours. Enjoy the drive.',
  milestone: 'delivered',
});

/** The steps of each pipeline, in order. */
export const pipelineDefinitions: Readonly<Record<PipelineLetter, readonly StepDefinition[]>> = {
  A: [placed, contract, schedule('Collection'), balance, handedOver('Collection')],
  B: [placed, contract, schedule('Delivery'), balance, preparing, handedOver('Delivery')],
  C: [
    placed,
    applyForFinance,
    financeApproved,
    contract,
    schedule('Collection'),
    balance,
    handedOver('Collection'),
  ],
  D: [
    placed,
    applyForFinance,
    financeApproved,
    contract,
    schedule('Delivery'),
    balance,
    preparing,
    handedOver('Delivery'),
  ],
};

/**
 * The pipeline of an order: A cash + collection, B cash + delivery, C finance + collection, D finance + delivery.
 * @example pipelineOf({ paymentOption: 'Finance', deliveryOption: 'HomeDelivery' }) // 'D'
 */
export function pipelineOf(
  progress: Pick<OrderProgress, 'paymentOption' | 'deliveryOption'>,
): PipelineLetter {
  const delivered = progress.deliveryOption === 'HomeDelivery';
  if (isFinancePurchase(progress.paymentOption)) return delivered ? 'D' : 'C';
  return delivered ? 'B' : 'A';
}

const cancelledStep = (letter: PipelineLetter, number: number, at: string | null, refund: boolean) =>
  ({
    pipelineName: refund ? 'Reservation Cancelled' : 'Order Cancelled',
    pipelineNumber: letter,
    pipelineBarStepNumber: number,
    pipelineDesc: refund
      ? 'Your deposit arrived after your reservation had ended, so the vehicle was released. Your deposit will be refunded to your card.'
      : 'Your order has been cancelled. Our team will be in touch about your deposit.',
    completeDate: at,
    buttonID: null,
    buttonText: null,
    pipelineBarStepStatus: 1,
  }) satisfies PipelineStep;

/**
 * The tracker of an order: each step finished (1) once its milestone is reached, the first unfinished step
 * current (0), the rest not reached (2). A step's button is its action while current and its follow-up once
 * finished. A cancelled order keeps the steps it finished in order and ends with a step named '… Cancelled'.
 */
export function pipelineSteps(progress: OrderProgress): PipelineStep[] {
  const letter = pipelineOf(progress);
  const definitions = pipelineDefinitions[letter];
  const m: Milestones = progress.milestones;
  const steps = definitions.map((definition, index): PipelineStep => {
    const finished = Boolean(m[definition.milestone]);
    const button = finished ? definition.after : undefined;
    return {
      pipelineName: definition.name,
      pipelineNumber: letter,
      pipelineBarStepNumber: index + 1,
      pipelineDesc: finished ? (definition.doneDesc ?? definition.desc) : definition.desc,
      completeDate: m[definition.milestone] ?? null,
      buttonID: button?.id ?? null,
      buttonText: button?.text ?? null,
      pipelineBarStepStatus: finished ? 1 : 2,
    };
  });
  if (m.cancelled) {
    const kept = steps.slice(0, firstUnfinished(steps));
    const refund = progress.status === 'RefundDue';
    return [...kept.map(withoutButton), cancelledStep(letter, kept.length + 1, m.cancelled, refund)];
  }
  const current = firstUnfinished(steps);
  const step = steps[current];
  const definition = definitions[current];
  if (step && definition) {
    const action = definition.action?.(progress);
    steps[current] = {
      ...step,
      pipelineBarStepStatus: 0,
      buttonID: action?.id ?? null,
      buttonText: action?.text ?? null,
    };
  }
  return steps;
}

const withoutButton = (step: PipelineStep): PipelineStep => ({ ...step, buttonID: null, buttonText: null });

function firstUnfinished(steps: readonly PipelineStep[]): number {
  const index = steps.findIndex((step) => step.pipelineBarStepStatus !== 1);
  return index === -1 ? steps.length : index;
}

/**
 * Whether a pipeline is complete (spec 002 section 4): its completion step (5 A, 6 B, 7 C, 8 D) is finished.
 * @example isPipelineComplete(pipelineSteps(deliveredCashPickUp)) // true
 */
export function isPipelineComplete(steps: readonly PipelineStep[]): boolean {
  return steps.some(
    (step) =>
      step.pipelineBarStepNumber === pipelineCompletionStep[step.pipelineNumber] &&
      step.pipelineBarStepStatus === 1,
  );
}

/**
 * The spec's rule: an order counts as cancelled when any step's pipeline name contains "Cancel".
 * @example isCancelledPipeline([{ pipelineName: 'Order Cancelled', … }]) // true
 */
export function isCancelledPipeline(steps: readonly Pick<PipelineStep, 'pipelineName'>[]): boolean {
  return steps.some((step) => step.pipelineName.includes('Cancel'));
}

/** The current step, if the order has one (a complete or cancelled order has none). */
export function currentStep(steps: readonly PipelineStep[]): PipelineStep | undefined {
  return steps.find((step) => step.pipelineBarStepStatus === 0);
}

/**
 * 'Action Required' (spec 002 section 4 "My-orders card"): the current step carries a button that is the
 * customer's to press (not a download or a view), and the order is not cancelled.
 */
export function isActionRequired(steps: readonly PipelineStep[]): boolean {
  if (isCancelledPipeline(steps)) return false;
  const button = currentStep(steps)?.buttonID;
  return button != null && customerActionButtons.includes(button);
}

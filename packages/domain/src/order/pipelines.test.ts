import { describe, expect, it } from 'vitest';
import type { Milestone, Milestones } from './order-events';
import type { OrderProgress } from './order-machine';
import {
  currentStep,
  isActionRequired,
  isCancelledPipeline,
  isPipelineComplete,
  type PipelineLetter,
  type PipelineStep,
  pipelineOf,
  pipelineSteps,
} from './pipelines';

const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();

const purchases: Record<PipelineLetter, Pick<OrderProgress, 'paymentOption' | 'deliveryOption'>> = {
  A: { paymentOption: 'Cash', deliveryOption: 'Pickup' },
  B: { paymentOption: 'Cash', deliveryOption: 'HomeDelivery' },
  C: { paymentOption: 'Finance', deliveryOption: 'Pickup' },
  D: { paymentOption: 'Finance Offer', deliveryOption: 'HomeDelivery' },
};

/** The milestones each pipeline reaches on the way to handover, in its step order. */
const route: Record<PipelineLetter, Milestone[]> = {
  A: ['depositAuthorised', 'contractSigned', 'deliveryScheduled', 'balanceReceived', 'delivered'],
  B: [
    'depositAuthorised',
    'contractSigned',
    'deliveryScheduled',
    'balanceReceived',
    'vehiclePrepared',
    'delivered',
  ],
  C: [
    'depositAuthorised',
    'financeApplied',
    'financeApproved',
    'contractSigned',
    'deliveryScheduled',
    'balanceReceived',
    'delivered',
  ],
  D: [
    'depositAuthorised',
    'financeApplied',
    'financeApproved',
    'contractSigned',
    'deliveryScheduled',
    'balanceReceived',
    'vehiclePrepared',
    'delivered',
  ],
};

const order = (
  letter: PipelineLetter,
  reached: Milestone[],
  extra: Partial<OrderProgress> = {},
): OrderProgress => ({
  status: 'Ordered',
  ...purchases[letter],
  milestones: Object.fromEntries(reached.map((m, i) => [m, day(i + 1)])) as Milestones,
  ...extra,
});

const statuses = (steps: PipelineStep[]) => steps.map((s) => s.pipelineBarStepStatus);

describe('pipelines A to D', () => {
  it('follow from the payment option and the handover', () => {
    expect((['A', 'B', 'C', 'D'] as const).map((letter) => pipelineOf(purchases[letter]))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(pipelineOf({ paymentOption: 'Finance New', deliveryOption: 'Pickup' })).toBe('C');
  });

  it.each([
    ['A', 5],
    ['B', 6],
    ['C', 7],
    ['D', 8],
  ] as const)(
    'pipeline %s is complete at step %i once every step is finished, not one step before',
    (letter, last) => {
      const done = pipelineSteps(order(letter, route[letter]));
      expect(done).toHaveLength(last);
      expect(done.every((s) => s.pipelineNumber === letter)).toBe(true);
      expect(statuses(done)).toEqual(Array(last).fill(1));
      expect(isPipelineComplete(done)).toBe(true);
      expect(currentStep(done)).toBeUndefined();

      const almost = pipelineSteps(order(letter, route[letter].slice(0, -1)));
      expect(statuses(almost)).toEqual([...Array(last - 1).fill(1), 0]);
      expect(isPipelineComplete(almost)).toBe(false);
    },
  );

  it('numbers the steps, shows the current one and dates only what is finished', () => {
    const steps = pipelineSteps(order('A', ['depositAuthorised']));
    expect(steps.map((s) => [s.pipelineBarStepNumber, s.pipelineName, s.pipelineBarStepStatus])).toEqual([
      [1, 'Order Placed', 1],
      [2, 'Sign Your Contract', 0],
      [3, 'Schedule Collection', 2],
      [4, 'Pay Your Balance', 2],
      [5, 'Vehicle Collected', 2],
    ]);
    expect(steps.map((s) => s.completeDate)).toEqual([day(1), null, null, null, null]);
    expect(pipelineSteps(order('B', ['depositAuthorised']))[2]?.pipelineName).toBe('Schedule Delivery');
  });

  it('keeps a step finished out of order, the current step being the first unfinished', () => {
    const steps = pipelineSteps(order('A', ['depositAuthorised', 'deliveryScheduled']));
    expect(statuses(steps)).toEqual([1, 0, 1, 2, 2]);
    expect(steps[2]).toMatchObject({ buttonID: 'ViewAppointment', buttonText: 'View Appointment' });
  });

  it('gives each step its button: the action while current, the follow-up once finished', () => {
    const buttons = (letter: PipelineLetter, reached: Milestone[], extra: Partial<OrderProgress> = {}) =>
      pipelineSteps(order(letter, reached, extra)).map((s) => s.buttonID);
    expect(buttons('A', [], { status: 'CheckoutPaymentPage' })).toEqual([
      'RetryPayment',
      null,
      null,
      null,
      null,
    ]);
    expect(buttons('A', [], { status: 'Expired' })[0]).toBe('RetryPayment');
    expect(buttons('A', [], { status: 'NoActivity' })[0]).toBeNull();
    expect(buttons('A', ['depositAuthorised'])[1]).toBe('ProvideDetails');
    expect(buttons('A', ['depositAuthorised', 'detailsProvided'])[1]).toBe('SignContract');
    expect(buttons('A', ['depositAuthorised', 'detailsProvided', 'contractSigned']).slice(1, 3)).toEqual([
      'DownloadContract',
      'ScheduleDelivery',
    ]);
    expect(buttons('A', ['depositAuthorised', 'contractSigned', 'deliveryScheduled']).slice(2, 4)).toEqual([
      'ViewAppointment',
      'ArrangePayment',
    ]);
    expect(buttons('C', ['depositAuthorised']).slice(0, 3)).toEqual([null, 'FinanceApplication', null]);
    expect(buttons('D', ['depositAuthorised', 'financeApplied'])[2]).toBeNull();
    const texts = pipelineSteps(order('B', ['depositAuthorised', 'contractSigned'])).map((s) => s.buttonText);
    expect(texts).toEqual([null, 'Download Contract', 'Schedule Delivery', null, null, null]);
  });
});

describe('the handover step', () => {
  it.each(['A', 'B', 'C', 'D'] as const)(
    'pipeline %s says the LYRIQ will be handed over until it is, and that it is yours only then',
    (letter) => {
      const last = (reached: Milestone[]) => pipelineSteps(order(letter, reached)).at(-1);
      for (const reached of [route[letter].slice(0, 1), route[letter].slice(0, -1)]) {
        expect(last(reached)?.pipelineDesc).toMatch(/^Your LYRIQ will be handed over to you /);
        expect(last(reached)?.pipelineDesc).not.toContain('is yours');
      }
      expect(last(route[letter])?.pipelineDesc).toBe('Your LYRIQ is yours. Enjoy the drive.');
    },
  );
});

describe('cancellation by name', () => {
  it('ends the finished steps with an “Order Cancelled” step, and the order counts as cancelled', () => {
    const steps = pipelineSteps(
      order('B', ['depositAuthorised', 'contractSigned', 'cancelled'], { status: 'Cancelled' }),
    );
    expect(steps.map((s) => [s.pipelineBarStepNumber, s.pipelineName, s.pipelineBarStepStatus])).toEqual([
      [1, 'Order Placed', 1],
      [2, 'Sign Your Contract', 1],
      [3, 'Order Cancelled', 1],
    ]);
    expect(steps.every((s) => s.buttonID === null)).toBe(true);
    expect(steps[2]?.completeDate).toBe(day(3));
    expect(isCancelledPipeline(steps)).toBe(true);
    expect(isActionRequired(steps)).toBe(false);
  });

  it('shows a late deposit as a cancelled reservation to be refunded', () => {
    const steps = pipelineSteps(order('A', ['cancelled'], { status: 'RefundDue' }));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ pipelineName: 'Reservation Cancelled', pipelineBarStepStatus: 1 });
    expect(isCancelledPipeline(steps)).toBe(true);
  });

  it('reads any step name containing “Cancel”, and nothing else', () => {
    expect(isCancelledPipeline([{ pipelineName: 'Cancellation Requested' }])).toBe(true);
    expect(
      isCancelledPipeline([{ pipelineName: 'Order Placed' }, { pipelineName: 'Vehicle Delivered' }]),
    ).toBe(false);
    expect(isCancelledPipeline([{ pipelineName: 'order cancelled' }])).toBe(false);
    expect(isCancelledPipeline(pipelineSteps(order('D', route.D)))).toBe(false);
  });
});

describe('Action Required', () => {
  it.each([
    ['a refused deposit (Re-try Payment)', order('A', [], { status: 'CheckoutPaymentPage' }), true],
    ['details to provide', order('A', ['depositAuthorised']), true],
    ['a contract to sign', order('A', ['depositAuthorised', 'detailsProvided']), true],
    ['a finance application to make', order('C', ['depositAuthorised']), true],
    ['a handover to book', order('A', ['depositAuthorised', 'contractSigned']), true],
    ['a balance to pay', order('A', ['depositAuthorised', 'contractSigned', 'deliveryScheduled']), true],
    ['waiting for the finance partner', order('C', ['depositAuthorised', 'financeApplied']), false],
    [
      'waiting for the vehicle to be prepared',
      order('B', ['depositAuthorised', 'contractSigned', 'deliveryScheduled', 'balanceReceived']),
      false,
    ],
    ['handed over', order('A', route.A, { status: 'Delivered' }), false],
    ['cancelled', order('A', ['depositAuthorised', 'cancelled'], { status: 'Cancelled' }), false],
    ['a late deposit being refunded', order('A', ['cancelled'], { status: 'RefundDue' }), false],
    ['nothing started', order('A', [], { status: 'NoActivity' }), false],
  ])('%s → %s', (_, progress, required) => {
    expect(isActionRequired(pipelineSteps(progress))).toBe(required);
  });
});

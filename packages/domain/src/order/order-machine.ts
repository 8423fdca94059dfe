import type {
  Milestone,
  Milestones,
  OrderActor,
  OrderEvent,
  OrderEventType,
  ReversibleMilestone,
} from './order-events';
import { type OrderStatus, orderStatuses } from './order-status';

/*
 * The order's state machine (docs/order-pipelines.md): for each event, who may cause it, in which statuses, the
 * status it leads to and the milestone it reaches. `advanceOrder` is the one function that applies an event; the
 * server records every accepted event in the order's log with its time and cause.
 */

/** What the machine needs of an order. */
export interface OrderProgress {
  readonly status: OrderStatus;
  readonly milestones: Milestones;
  /** The order's payment option as stored: 'Cash', or one of the finance options. */
  readonly paymentOption: string;
  readonly deliveryOption: 'Pickup' | 'HomeDelivery';
}

export type OrderRefusal =
  | 'NotYourRole'
  | 'NotNow'
  | 'ContractSigned'
  | 'DetailsRequired'
  | 'NotFinance'
  | 'FinanceNotApplied'
  | 'NotReady'
  | 'NothingToRollBack';

export type Advance =
  | {
      readonly ok: true;
      readonly progress: OrderProgress;
      /** The milestone this event reached for the first time, if any. */
      readonly reached: Milestone | null;
      /** Milestones a roll-back took away. */
      readonly removed: readonly Milestone[];
    }
  | { readonly ok: false; readonly refusal: OrderRefusal; readonly message: string };

interface Transition {
  readonly actors: readonly OrderActor[];
  readonly from: readonly OrderStatus[];
  /** The status after the event; `same` keeps it; `derived` follows from the milestones (a roll-back). */
  readonly to: OrderStatus | 'same' | 'derived';
  readonly milestone?: Milestone;
  /** A further condition on the order, answering why not. */
  readonly check?: (progress: OrderProgress) => OrderRefusal | undefined;
}

const afterDeposit = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship'] as const;

/**
 * Whether the order is bought with finance (pipelines C and D).
 * @example isFinancePurchase('Finance Offer') // true
 * @example isFinancePurchase('Cash') // false
 */
export function isFinancePurchase(paymentOption: string): boolean {
  return paymentOption !== 'Cash';
}

const financeOnly = (progress: OrderProgress) =>
  isFinancePurchase(progress.paymentOption) ? undefined : 'NotFinance';

/** Every transition of the machine, by event. */
export const orderTransitions: Readonly<Record<OrderEventType, Transition>> = {
  VehicleReserved: { actors: ['customer'], from: ['NoActivity'], to: 'CheckoutPaymentPage' },
  HoldExpired: { actors: ['system'], from: ['CheckoutPaymentPage'], to: 'Expired' },
  DepositAuthorised: {
    actors: ['payment'],
    from: ['CheckoutPaymentPage'],
    to: 'Ordered',
    milestone: 'depositAuthorised',
  },
  DepositAuthorisedLate: {
    actors: ['payment'],
    from: ['CheckoutPaymentPage', 'Expired'],
    to: 'RefundDue',
    milestone: 'cancelled',
  },
  DetailsProvided: {
    actors: ['customer', 'staff'],
    from: ['Ordered'],
    to: 'same',
    milestone: 'detailsProvided',
  },
  FinanceApplicationSubmitted: {
    actors: ['customer', 'staff'],
    from: ['Ordered', 'Ordered Confirmed'],
    to: 'same',
    milestone: 'financeApplied',
    check: financeOnly,
  },
  FinanceApproved: {
    actors: ['staff'],
    from: ['Ordered', 'Ordered Confirmed'],
    to: 'same',
    milestone: 'financeApproved',
    check: (progress) =>
      financeOnly(progress) ?? (progress.milestones.financeApplied ? undefined : 'FinanceNotApplied'),
  },
  ContractSigned: {
    actors: ['customer'],
    from: ['Ordered'],
    to: 'Ordered Confirmed',
    milestone: 'contractSigned',
    check: (progress) => (progress.milestones.detailsProvided ? undefined : 'DetailsRequired'),
  },
  DeliveryScheduled: {
    actors: ['customer', 'staff'],
    from: afterDeposit,
    to: 'same',
    milestone: 'deliveryScheduled',
  },
  BalanceReceived: {
    actors: ['staff', 'payment'],
    from: afterDeposit,
    to: 'same',
    milestone: 'balanceReceived',
  },
  VehiclePrepared: {
    actors: ['staff'],
    from: ['Ordered Confirmed'],
    to: 'Preparing To Ship',
    milestone: 'vehiclePrepared',
    check: (progress) => (readyToPrepare(progress) ? undefined : 'NotReady'),
  },
  Delivered: { actors: ['staff'], from: ['Preparing To Ship'], to: 'Delivered', milestone: 'delivered' },
  CallBackRequested: {
    actors: ['customer'],
    from: orderStatuses.filter((status) => status !== 'NoActivity'),
    to: 'same',
  },
  CancellationRequested: { actors: ['customer'], from: ['Ordered'], to: 'same' },
  OrderCancelled: { actors: ['staff'], from: afterDeposit, to: 'Cancelled', milestone: 'cancelled' },
  /** Only once signed: before, a cancellation is a request staff confirm (the caller checks the period's days). */
  CoolingOffCancelled: {
    actors: ['customer'],
    from: ['Ordered Confirmed', 'Preparing To Ship'],
    to: 'Cancelled',
    milestone: 'cancelled',
  },
  StepRolledBack: {
    actors: ['staff'],
    from: [...afterDeposit, 'Delivered'],
    to: 'derived',
  },
};

/** What a milestone needs before it: taking it back takes these back too. */
const dependents: Record<ReversibleMilestone, readonly Milestone[]> = {
  detailsProvided: ['contractSigned', 'vehiclePrepared', 'delivered'],
  financeApplied: ['financeApproved', 'vehiclePrepared', 'delivered'],
  financeApproved: ['vehiclePrepared', 'delivered'],
  contractSigned: ['vehiclePrepared', 'delivered'],
  deliveryScheduled: ['vehiclePrepared', 'delivered'],
  balanceReceived: ['vehiclePrepared', 'delivered'],
  vehiclePrepared: ['delivered'],
  delivered: [],
};

/**
 * The vehicle may be readied for handover once the contract is signed, the balance is in, the handover is booked
 * and, for a finance purchase, the loan is approved.
 */
export function readyToPrepare(progress: Pick<OrderProgress, 'milestones' | 'paymentOption'>): boolean {
  const m = progress.milestones;
  const finance = !isFinancePurchase(progress.paymentOption) || Boolean(m.financeApproved);
  return Boolean(m.contractSigned && m.balanceReceived && m.deliveryScheduled && finance);
}

/**
 * The status of an order whose deposit is in, from its milestones.
 * @example statusFromMilestones({ depositAuthorised: '…', contractSigned: '…' }) // 'Ordered Confirmed'
 */
export function statusFromMilestones(m: Milestones): OrderStatus {
  if (m.cancelled) return 'Cancelled';
  if (m.delivered) return 'Delivered';
  if (m.vehiclePrepared) return 'Preparing To Ship';
  if (m.contractSigned) return 'Ordered Confirmed';
  return 'Ordered';
}

const refusalMessages: Record<OrderRefusal, string> = {
  NotYourRole: 'This change cannot be made by you.',
  NotNow: 'This change is not possible for the order as it stands.',
  ContractSigned:
    'Your contract is signed and its cooling-off period has passed, so your order can no longer be cancelled online.',
  DetailsRequired: 'Please provide your details before signing the contract.',
  NotFinance: 'This order is not bought with finance.',
  FinanceNotApplied: 'The finance application has not been submitted.',
  NotReady:
    'The vehicle can be prepared once the contract is signed, the balance received, the handover booked and any finance approved.',
  NothingToRollBack: 'This step has not been completed, so there is nothing to roll back.',
};

const refuse = (refusal: OrderRefusal): Advance => ({
  ok: false,
  refusal,
  message: refusalMessages[refusal],
});

/** Why an event is not possible in a status: a cancellation after signing has its own answer. */
function wrongStatus(event: OrderEvent, status: OrderStatus): OrderRefusal {
  const signed = status === 'Ordered Confirmed' || status === 'Preparing To Ship' || status === 'Delivered';
  return event.type === 'CancellationRequested' && signed ? 'ContractSigned' : 'NotNow';
}

/**
 * Applies one event to an order: the new status and milestones, or why the event is refused.
 * @example advanceOrder(ordered, { type: 'ContractSigned' }, 'staff', at) // { ok: false, refusal: 'NotYourRole' }
 * @example advanceOrder(detailsGiven, { type: 'ContractSigned' }, 'customer', at)
 * // { ok: true, progress: { status: 'Ordered Confirmed', milestones: { …, contractSigned: at } }, … }
 */
export function advanceOrder(
  progress: OrderProgress,
  event: OrderEvent,
  actor: OrderActor,
  at: Date,
): Advance {
  const transition = orderTransitions[event.type];
  if (!transition.actors.includes(actor)) return refuse('NotYourRole');
  if (!transition.from.includes(progress.status)) return refuse(wrongStatus(event, progress.status));
  const problem = transition.check?.(progress);
  if (problem) return refuse(problem);

  const change =
    event.type === 'StepRolledBack' ? rollBack(progress, event.milestone) : reach(progress, transition, at);
  if (!change) return refuse('NothingToRollBack');
  const { milestones, reached, removed } = change;
  const status =
    transition.to === 'same'
      ? progress.status
      : transition.to === 'derived'
        ? statusFromMilestones(milestones)
        : transition.to;
  return { ok: true, progress: { ...progress, status, milestones }, reached, removed };
}

interface MilestoneChange {
  milestones: Milestones;
  reached: Milestone | null;
  removed: Milestone[];
}

/** The transition's milestone, reached now unless it was reached before (its first instant is kept). */
function reach(progress: OrderProgress, transition: Transition, at: Date): MilestoneChange {
  const { milestone } = transition;
  const reached = milestone && !progress.milestones[milestone] ? milestone : null;
  const milestones = reached ? { ...progress.milestones, [reached]: at.toISOString() } : progress.milestones;
  return { milestones, reached, removed: [] };
}

/** A milestone and those that depend on it taken away; undefined when it was never reached. */
function rollBack(progress: OrderProgress, milestone: ReversibleMilestone): MilestoneChange | undefined {
  if (!progress.milestones[milestone]) return undefined;
  const removed = [milestone, ...dependents[milestone]].filter((m) => progress.milestones[m]);
  const milestones = Object.fromEntries(
    Object.entries(progress.milestones).filter(([m]) => !removed.includes(m as Milestone)),
  ) as Milestones;
  return { milestones, reached: null, removed };
}

/*
 * What happens to an order, who makes it happen, and the milestones it reaches (docs/order-pipelines.md).
 * The events are the only way an order changes status or completes a tracker step (`advanceOrder`).
 */

/** Who causes an event: the customer, a member of staff, the card provider's notification, or the shop itself. */
export const orderActors = ['customer', 'staff', 'payment', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/**
 * The facts a placed order collects on its way to handover; each completes one tracker step. An order keeps the
 * instant each was first reached.
 */
export const milestones = [
  'depositAuthorised',
  'detailsProvided',
  'financeApplied',
  'financeApproved',
  'contractSigned',
  'deliveryScheduled',
  'balanceReceived',
  'vehiclePrepared',
  'delivered',
  'cancelled',
] as const;
export type Milestone = (typeof milestones)[number];

/** When each milestone was reached (ISO 8601 instants). */
export type Milestones = Partial<Record<Milestone, string>>;

/** A milestone staff may take back ("roll back a step"): not the deposit and not the cancellation. */
export type ReversibleMilestone = Exclude<Milestone, 'depositAuthorised' | 'cancelled'>;

export function isMilestone(value: unknown): value is Milestone {
  return typeof value === 'string' && (milestones as readonly string[]).includes(value);
}

/** Every event an order can undergo, with what it carries for the log. */
export type OrderEvent =
  /** Checkout held a vehicle for the customer: the order exists. */
  | { type: 'VehicleReserved' }
  /** The hold ran out before a deposit was authorised. */
  | { type: 'HoldExpired' }
  /** The deposit was authorised while the hold ran. */
  | { type: 'DepositAuthorised'; paymentId: string }
  /** A deposit was authorised after the hold had ended: the vehicle is not kept, the card is to be refunded. */
  | { type: 'DepositAuthorisedLate'; paymentId: string }
  /** The customer gave licence and addresses (update-order-details). */
  | { type: 'DetailsProvided' }
  /** The finance application went to the finance partner. */
  | { type: 'FinanceApplicationSubmitted' }
  /** The finance partner approved the loan. */
  | { type: 'FinanceApproved' }
  | { type: 'ContractSigned' }
  /** A handover appointment was booked (or moved): its date (YYYY-MM-DD) and time (HH:MM). */
  | { type: 'DeliveryScheduled'; date: string; time: string }
  /** The whole balance has been received. */
  | { type: 'BalanceReceived' }
  /** The vehicle is being readied and (for home delivery) transported for handover. */
  | { type: 'VehiclePrepared' }
  | { type: 'Delivered' }
  | { type: 'CallBackRequested' }
  /** The customer asked to cancel; staff act on it (the order is not cancelled by the request). */
  | { type: 'CancellationRequested' }
  | { type: 'OrderCancelled'; reason: string }
  /** The customer cancelled a signed contract within its cooling-off period: cancelled at once, deposit refunded. */
  | { type: 'CoolingOffCancelled' }
  /** Staff took a step back (a milestone and those that depend on it), saying why. */
  | { type: 'StepRolledBack'; milestone: ReversibleMilestone; reason: string };

export type OrderEventType = OrderEvent['type'];

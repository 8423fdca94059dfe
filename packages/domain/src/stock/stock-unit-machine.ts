import { isOnOffer, type StockStatus } from './stock-status';

/*
 * The stock unit's machine (docs/architecture.md "Stock"): a checkout holds an available unit (or one whose hold
 * ran out), the hold is extended, released or sold to its order; a cancelled order gives its unit back; staff
 * withdraw a unit on offer from sale. Every event but Reserve and Withdraw belongs to one order:
 * it applies only to the unit that order holds. The payments and order modules write a unit's status only
 * through the SQL guard generated from this table (`modules/payments/stock-units.ts`).
 */

export const stockUnitEvents = ['Reserve', 'Extend', 'Release', 'Sell', 'GiveBack', 'Withdraw'] as const;
export type StockUnitEvent = (typeof stockUnitEvents)[number];

export interface StockUnitTransition {
  /** The statuses the event may leave. */
  readonly from: readonly StockStatus[];
  readonly to: StockStatus;
  /** Only the unit the acting order holds (its reservation id). */
  readonly ownOrder: boolean;
  /** A reserved unit only once its hold has run out: the unit must be on offer (`isOnOffer`). */
  readonly onOffer?: true;
}

export const stockUnitTransitions: Readonly<Record<StockUnitEvent, StockUnitTransition>> = {
  Reserve: { from: ['available', 'reserved'], to: 'reserved', ownOrder: false, onOffer: true },
  Extend: { from: ['reserved'], to: 'reserved', ownOrder: true },
  Release: { from: ['reserved'], to: 'available', ownOrder: true },
  Sell: { from: ['reserved'], to: 'sold', ownOrder: true },
  GiveBack: { from: ['reserved', 'sold'], to: 'available', ownOrder: true },
  Withdraw: { from: ['available', 'reserved'], to: 'withdrawn', ownOrder: false, onOffer: true },
};

export interface StockUnitState {
  readonly status: StockStatus;
  readonly reservationId: string | null;
  readonly reservedUntil: Date | null;
}

export type StockUnitAdvance =
  | { readonly ok: true; readonly status: StockStatus }
  | { readonly ok: false; readonly refusal: 'NotNow' | 'NotThisOrder' };

/**
 * Whether an event may happen to a unit now (for `orderId`, when the event belongs to an order), and the status
 * it leads to. A reserved unit whose hold has run out counts as on offer: Reserve and Withdraw may take it.
 * @example advanceStockUnit({ status: 'sold', reservationId: 'o1', reservedUntil: null }, 'GiveBack', 'o2', now)
 * // { ok: false, refusal: 'NotThisOrder' }
 */
export function advanceStockUnit(
  unit: StockUnitState,
  event: StockUnitEvent,
  orderId: string | null,
  now: Date,
): StockUnitAdvance {
  const transition = stockUnitTransitions[event];
  if (!transition.from.includes(unit.status)) return { ok: false, refusal: 'NotNow' };
  if (transition.ownOrder && (orderId === null || unit.reservationId !== orderId)) {
    return { ok: false, refusal: 'NotThisOrder' };
  }
  if (transition.onOffer && !isOnOffer(unit, now)) return { ok: false, refusal: 'NotNow' };
  return { ok: true, status: transition.to };
}

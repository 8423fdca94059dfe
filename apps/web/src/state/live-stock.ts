import type { StockLiveEvent } from '@showroom/contract';
import { createStore } from './create-store';

/**
 * The units this tab has heard held by a reservation (live events, issue 36), by VIN, until they are released,
 * sold or withdrawn. The inventory shows a configuration whose units are all held as 'On hold' rather than
 * dropping it: it comes back when a hold ends, and leaves when the unit is sold.
 */
export const heldUnitsStore = createStore<ReadonlyMap<string, StockLiveEvent>>(new Map());

/** Records what a stock event says of its unit. */
export function applyStockEvent(event: StockLiveEvent): void {
  heldUnitsStore.set((held) => {
    const next = new Map(held);
    if (event.status === 'on-hold') next.set(event.vin, event);
    else next.delete(event.vin);
    return next;
  });
}

/** How many units of a paint and trim are held now (holds that ran out no longer count). */
export function heldCount(
  held: ReadonlyMap<string, StockLiveEvent>,
  exteriorId: string,
  interiorId: string,
  now: number,
) {
  let count = 0;
  for (const unit of held.values()) {
    if (unit.exteriorId !== exteriorId || unit.interiorId !== interiorId) continue;
    if (unit.heldUntil && Date.parse(unit.heldUntil) > now) count += 1;
  }
  return count;
}

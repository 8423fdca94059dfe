/*
 * The life of a stock unit (issue 5): on sale ('available'), held by a checkout reservation ('reserved', until
 * `reserved_until`), 'sold' to an order, or 'withdrawn' from sale (demonstrator, damage, recall).
 */
export const stockStatuses = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/**
 * Whether a unit can be offered to a new customer at `now`: available, or reserved by a hold that has run out
 * (an expired reservation returns the unit to sale without waiting for a clean-up job).
 */
export function isOnOffer(unit: { status: StockStatus; reservedUntil: Date | null }, now: Date): boolean {
  if (unit.status === 'available') return true;
  return unit.status === 'reserved' && unit.reservedUntil !== null && unit.reservedUntil <= now;
}

/** The bottom bar's estimated-delivery text when no unit of a configuration is on offer (spec 000 item 9). */
export const waitlistedText = 'Waitlisted';

import { z } from 'zod';

/*
 * The live events of `GET /api/events` (issue 36, docs/decisions/0046-live-events.md): Server-Sent Events, one
 * stream per tab, each event `id: <n>`, `event: <topic>`, `data: <JSON>`. They carry ids, states and times, never
 * personal data; an order's events reach only its signed-in customer (and signed-in staff).
 */

export const liveEventsPath = '/api/events';

/** How a stock unit is offered now: on hold while a reservation holds it, back to available when the hold ends. */
export const LiveStockStatus = z.enum(['available', 'on-hold', 'sold', 'withdrawn']);
export type LiveStockStatus = z.infer<typeof LiveStockStatus>;

/** `event: stock` — a unit of the market was added, held, released, sold or withdrawn. */
export const StockLiveEvent = z.object({
  vin: z.string(),
  variantId: z.string(),
  exteriorId: z.string(),
  interiorId: z.string(),
  status: LiveStockStatus,
  /** The end of the hold (ISO 8601) while on hold, else null. */
  heldUntil: z.string().nullable(),
});
export type StockLiveEvent = z.infer<typeof StockLiveEvent>;

/** `event: order` — the order's log recorded a step or a change of status. */
export const OrderLiveEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  event: z.string(),
  status: z.string(),
  milestone: z.string().nullable(),
});
export type OrderLiveEvent = z.infer<typeof OrderLiveEvent>;

/** `event: catalogue` — prices, promotions or offers changed. */
export const CatalogueLiveEvent = z.object({ version: z.number() });
export type CatalogueLiveEvent = z.infer<typeof CatalogueLiveEvent>;

/**
 * `event: resync` — the stream cannot replay what the client missed (its Last-Event-ID is older than what is kept):
 * read everything afresh.
 */
export const ResyncLiveEvent = z.object({ reason: z.string() });

export type LiveEvent =
  | { topic: 'stock'; data: StockLiveEvent }
  | { topic: 'order'; data: OrderLiveEvent }
  | { topic: 'catalogue'; data: CatalogueLiveEvent };

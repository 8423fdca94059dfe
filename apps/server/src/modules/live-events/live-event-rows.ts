import type { LiveEvent, LiveStockStatus } from '@showroom/contract';
import type { liveEvents } from '../../db/schema';

export type LiveEventRow = typeof liveEvents.$inferSelect;

/** Who a stream is for: its market, its signed-in customer, whether staff. */
export interface LiveAudience {
  country: 'AU' | 'NZ' | null;
  customerId: string | null;
  staff: boolean;
}

/**
 * Whether a stream may see an event: stock and catalogue events of its market (or of every market) go to everyone;
 * an order's events only to that order's signed-in customer, and to staff.
 */
export function visibleTo(row: LiveEventRow, audience: LiveAudience): boolean {
  if (audience.country && row.country && row.country !== audience.country) return false;
  if (row.topic !== 'order') return true;
  return audience.staff || (row.customerId !== null && row.customerId === audience.customerId);
}

/**
 * The event as the stream sends it. A unit still marked reserved after its hold ran out is offered again (decision
 * 0020: an expired hold is not written), so it is sent as available.
 */
export function toLiveEvent(row: LiveEventRow, now: Date): LiveEvent {
  const data = row.data as Record<string, unknown>;
  if (row.topic === 'stock') {
    const until = typeof data.reservedUntil === 'string' ? new Date(data.reservedUntil) : null;
    const held = data.status === 'reserved' && until !== null && until > now;
    const status: LiveStockStatus =
      data.status === 'reserved' ? (held ? 'on-hold' : 'available') : (data.status as LiveStockStatus);
    return {
      topic: 'stock',
      data: {
        vin: String(data.vin),
        variantId: String(data.variantId),
        exteriorId: String(data.exteriorId),
        interiorId: String(data.interiorId),
        status,
        heldUntil: held && until ? until.toISOString() : null,
      },
    };
  }
  if (row.topic === 'order') {
    return {
      topic: 'order',
      data: {
        orderId: String(data.orderId),
        orderNumber: String(data.orderNumber),
        event: String(data.event),
        status: String(data.status),
        milestone: typeof data.milestone === 'string' ? data.milestone : null,
      },
    };
  }
  return { topic: 'catalogue', data: { version: Number(data.version ?? 0) } };
}

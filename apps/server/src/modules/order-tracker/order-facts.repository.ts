import { type CountryCode, coolingOffLastDay, inCoolingOff } from '@showroom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { exteriors, stockUnits, supportRequests, vehicleOptions } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { ConfigurationSnapshot, OrderRow } from '../order';
import { type Ledger, ledgerOf } from '../payments';
import { coolingOffDaysOf } from '../support-request';

/** What the order page shows beyond the order row. */
export interface OrderFacts {
  /** The catalogue's views of the vehicle in the order's paint (front three-quarter first). */
  pictures: string[];
  /** The estimated delivery of the order's vehicle. */
  available: string;
  /** The catalogue's description and charge type of each option the order has, by option id. */
  options: Map<string, { description: string; chargeType: number | null }>;
  ledger: Ledger;
  /** When the customer asked to cancel, while that request is open. */
  cancellationRequestedAt: Date | null;
  /** Once signed: the last day of its cooling-off period (YYYY-MM-DD) and whether that day has not passed. */
  coolingOff: { lastDay: string; open: boolean } | null;
}

/** A signed order's cooling-off period: its last day, and whether it is still open at `now`. */
function coolingOffOf(order: OrderRow, days: number, now: Date): OrderFacts['coolingOff'] {
  const signed = order.milestones.contractSigned;
  if (!signed) return null;
  const country = order.country as CountryCode;
  return {
    lastDay: coolingOffLastDay(country, order.state, new Date(signed), days),
    open: inCoolingOff(country, order.state, new Date(signed), days, now),
  };
}

/** Reads an order's facts: its vehicle's pictures and arrival, its options' texts, its payments and open requests. */
export async function orderFactsOf(db: Db, order: OrderRow, now: Date): Promise<OrderFacts> {
  const configuration = order.configuration as ConfigurationSnapshot;
  const optionIds = configuration.options.map((option) => option.id);
  const [exterior, unit, options, ledger, cancel, coolingOffDays] = await Promise.all([
    db
      .select({ pictures: exteriors.pictures })
      .from(exteriors)
      .where(eq(exteriors.id, configuration.exteriorId)),
    db
      .select({ estimatedDelivery: stockUnits.estimatedDelivery })
      .from(stockUnits)
      .where(eq(stockUnits.vin, order.vin)),
    optionIds.length
      ? db
          .select({
            id: vehicleOptions.id,
            description: vehicleOptions.description,
            chargeType: vehicleOptions.chargeType,
          })
          .from(vehicleOptions)
          .where(inArray(vehicleOptions.id, optionIds))
      : Promise.resolve([]),
    ledgerOf(db, order),
    db
      .select({ at: supportRequests.createdAt })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.orderId, order.id),
          eq(supportRequests.requestType, 'cancel'),
          eq(supportRequests.status, 'open'),
        ),
      ),
    coolingOffDaysOf(db, order.country as CountryCode),
  ]);
  return {
    pictures: exterior[0]?.pictures ?? [],
    available: unit[0]?.estimatedDelivery ?? '',
    options: new Map(options.map(({ id, ...rest }) => [id, rest])),
    ledger,
    cancellationRequestedAt: cancel[0]?.at ?? null,
    coolingOff: coolingOffOf(order, coolingOffDays, now),
  };
}

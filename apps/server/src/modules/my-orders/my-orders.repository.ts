import type { MyOrderCard } from '@showroom/contract';
import { depositDueStatuses, isActionRequired, listedStatuses, pipelineSteps } from '@showroom/domain';
import { and, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { orderPayments, orders, variants } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth';
import { type ConfigurationSnapshot, marketCustomerIds, orderNumberOf, orderPlacedAt } from '../order';
import { progressOf } from '../order-progress';

/**
 * The one query behind My Orders: the cards of this customer's orders in both markets, newest first. Orders a
 * customer follows are placed, cancelled or being refunded; a hold still unpaid or run out is a checkout, unless
 * the provider refused its card: then the order stays findable, with Re-try Payment (audit defect 2).
 */
export async function listOrdersOfCustomer(db: Db, customer: Customer): Promise<MyOrderCard[]> {
  const refusedPayment = db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orders.id), eq(orderPayments.status, 'refused')));
  const rows = await db
    .select({ order: orders, variantPicture: variants.picture })
    .from(orders)
    .leftJoin(variants, eq(variants.id, sql`${orders.configuration}->>'variantId'`))
    .where(
      and(
        eq(orders.customerId, customer.id),
        or(
          inArray(orders.status, [...listedStatuses]),
          and(inArray(orders.status, [...depositDueStatuses]), exists(refusedPayment)),
        ),
      ),
    )
    .orderBy(desc(sql`coalesce(${orders.orderedAt}, ${orders.createdAt})`));
  return rows.map(({ order, variantPicture }) => {
    const configuration = order.configuration as ConfigurationSnapshot;
    const ids = marketCustomerIds(customer, order.country);
    const country = order.country as MyOrderCard['Country'];
    return {
      Country: country,
      OrderID: order.id,
      OrderNo: orderNumberOf(order),
      CustomerID: ids.yanaCustomerID,
      CustomerNo: ids.yanaCustomerNo,
      VariantName: configuration.variantName,
      VariantImage: variantPicture ?? '',
      ExteriorName: configuration.exteriorName,
      InteriorName: configuration.interiorName,
      OrderDate: orderPlacedAt(order).toISOString(),
      OrderStatus: order.status,
      IsShowActionRequiredWording: isActionRequired(pipelineSteps(progressOf(order))),
      yanaOrderIDs: { yanaOrderID: order.id, yanaOrderNo: orderNumberOf(order), ...ids },
      orderVehicle: { country },
    };
  });
}

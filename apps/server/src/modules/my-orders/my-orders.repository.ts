import type { MyOrderCard } from '@showroom/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orders, variants } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth/auth.repository';
import { marketCustomerIds } from '../order/order-customer.repository';
import { type ConfigurationSnapshot, orderNumberOf } from '../order/order-summary';

/** Orders a customer follows: placed (or awaiting a refund); a hold that ran out or is still unpaid is not an order. */
const shownStatuses = ['Ordered', 'RefundDue'] as const;

/** The one query behind My Orders: the cards of this customer's orders in both markets, newest first. */
export async function listOrdersOfCustomer(db: Db, customer: Customer): Promise<MyOrderCard[]> {
  const rows = await db
    .select({ order: orders, variantPicture: variants.picture })
    .from(orders)
    .leftJoin(variants, eq(variants.id, sql`${orders.configuration}->>'variantId'`))
    .where(and(eq(orders.customerId, customer.id), inArray(orders.status, [...shownStatuses])))
    .orderBy(desc(orders.createdAt));
  return rows.map(({ order, variantPicture }) => {
    const configuration = order.configuration as ConfigurationSnapshot;
    const ids = marketCustomerIds(customer, order.country);
    return {
      Country: order.country as MyOrderCard['Country'],
      OrderID: order.id,
      OrderNo: orderNumberOf(order),
      CustomerID: ids.yanaCustomerID,
      CustomerNo: ids.yanaCustomerNo,
      VariantName: configuration.variantName,
      VariantImage: variantPicture ?? '',
      ExteriorName: configuration.exteriorName,
      InteriorName: configuration.interiorName,
      OrderDate: (order.orderedAt ?? order.createdAt).toISOString(),
      OrderStatus: order.status,
      IsShowActionRequiredWording: order.status === 'RefundDue',
    };
  });
}

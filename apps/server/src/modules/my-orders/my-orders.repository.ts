import type { MyOrderCard } from '@showroom/contract';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth/auth.repository';

/**
 * The one query behind My Orders: the cards of this customer's orders, newest first. The orders table is built
 * on another branch; until it is merged here there are no orders, and the page shows its empty state.
 * WIRE AT MERGE: select the orders whose customer is `customer.id`, mapped to MyOrderCard.
 */
export async function listOrdersOfCustomer(_db: Db, _customer: Customer): Promise<MyOrderCard[]> {
  return [];
}

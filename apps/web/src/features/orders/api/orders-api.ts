import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getOrderDetailsByYanaIds,
  getOrdersByEmail,
} from '@showroom/contract';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const refs = {
  ordersByEmail: { method: 'POST', path: '/api/Order/get-orders-by-email' } as EndpointRef<
    typeof getOrdersByEmail
  >,
  orderDetails: { method: 'POST', path: '/api/Order/get-order-details-by-yana-ids' } as EndpointRef<
    typeof getOrderDetailsByYanaIds
  >,
};

export type OrderCard = DataOf<typeof getOrdersByEmail>[number];
export type OrderDetails = DataOf<typeof getOrderDetailsByYanaIds>;
export type OrderIds = BodyOf<typeof getOrderDetailsByYanaIds>;

/** The signed-in customer's orders, by the session's own email (My Orders, the landing after sign-in). */
export function myOrdersQuery(email: string | null | undefined) {
  return queryOptions({
    queryKey: ['orders', 'mine', email ?? null],
    queryFn: email ? ({ signal }) => callApi(refs.ordersByEmail, { email }, { signal }) : skipToken,
  });
}

/** One order of the customer's by its five ids (the order page). */
export function orderDetailsQuery(ids: OrderIds | undefined) {
  return queryOptions({
    queryKey: ['orders', 'details', ids ?? null],
    queryFn: ids ? ({ signal }) => callApi(refs.orderDetails, ids, { signal }) : skipToken,
    retry: false,
  });
}

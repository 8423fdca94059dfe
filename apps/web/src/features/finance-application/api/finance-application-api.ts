import type { DataOf, EndpointRef, getFinanceStatus, getOrderDetailsByYanaIds } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export type Order = DataOf<typeof getOrderDetailsByYanaIds>;

const ref = { method: 'POST', path: '/api/Order/get-finance-status' } as EndpointRef<typeof getFinanceStatus>;

/** The finance step and the partner's application page (spec 002 section 7 get-finance-status). */
export const financeStatusQuery = (order: Order) =>
  queryOptions({
    queryKey: ['finance-status', order.orderID],
    queryFn: () =>
      callApi(ref, {
        YanaCustomerID: order.yanaOrderIDs.yanaCustomerID,
        YanaCustomerNo: order.yanaOrderIDs.yanaCustomerNo,
        YanaOrderID: order.yanaOrderIDs.yanaOrderID,
        YanaOrderNo: order.yanaOrderIDs.yanaOrderNo,
        Country: order.orderVehicle.country,
      }),
  });

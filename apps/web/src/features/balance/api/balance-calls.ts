import type {
  DataOf,
  EndpointRef,
  getNewPaymentIds,
  getOrderDetailsByYanaIds,
  getPaymentInfo,
  savePaymentLog,
  saveRetryPayment,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callsOf } from '../../../lib/api';

/** The order the dialogs act on (the order page's get-order-details-by-yana-ids reply). */
export type BalanceOrder = DataOf<typeof getOrderDetailsByYanaIds>;

/** Spec 002 section 7: the balance's bank transfer details and the card retry of a refused deposit. */
const refs = {
  paymentInfo: { method: 'POST', path: '/api/Order/get-payment-info' } as EndpointRef<typeof getPaymentInfo>,
  newPaymentIds: { method: 'POST', path: '/api/Payment/get-new-payment-ids' } as EndpointRef<
    typeof getNewPaymentIds
  >,
  savePaymentLog: { method: 'POST', path: '/api/Payment/save-payment-log' } as EndpointRef<
    typeof savePaymentLog
  >,
  saveRetryPayment: { method: 'POST', path: '/api/Order/save-retry-payment' } as EndpointRef<
    typeof saveRetryPayment
  >,
};

/** The card retry's calls: new payment details, the refused attempt's log, the retried payment. */
export const balanceCalls = callsOf(refs);

/** The balance's bank transfer details of an order. */
export const paymentInfoQuery = (order: BalanceOrder) =>
  queryOptions({
    queryKey: ['orders', 'payment-info', idsOf(order)],
    queryFn: ({ signal }) => balanceCalls.paymentInfo(idsOf(order), { signal }),
  });

/** The five ids of an order, as the balance calls take them. */
export function idsOf(order: BalanceOrder) {
  return { ...order.yanaOrderIDs, country: order.orderVehicle.country };
}

/** The payment summary PDF of an order (the server checks the signed-in owner, as for every order call). */
export function paymentSummaryHref(order: BalanceOrder): string {
  return `/api/Documents/payment-summary.pdf?${new URLSearchParams(idsOf(order)).toString()}`;
}

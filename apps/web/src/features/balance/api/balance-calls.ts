import type {
  DataOf,
  EndpointRef,
  getNewPaymentIds,
  getOrderDetailsByYanaIds,
  getPaymentInfo,
  savePaymentLog,
  saveRetryPayment,
} from '@showroom/contract';

/** The order the dialogs act on (the order page's get-order-details-by-yana-ids reply). */
export type BalanceOrder = DataOf<typeof getOrderDetailsByYanaIds>;

/** Spec 002 section 7: the balance's bank transfer details and the card retry of a refused deposit. */
export const paymentInfoCall: EndpointRef<typeof getPaymentInfo> = {
  method: 'POST',
  path: '/api/Order/get-payment-info',
};
export const newPaymentIdsCall: EndpointRef<typeof getNewPaymentIds> = {
  method: 'POST',
  path: '/api/Payment/get-new-payment-ids',
};
export const savePaymentLogCall: EndpointRef<typeof savePaymentLog> = {
  method: 'POST',
  path: '/api/Payment/save-payment-log',
};
export const saveRetryPaymentCall: EndpointRef<typeof saveRetryPayment> = {
  method: 'POST',
  path: '/api/Order/save-retry-payment',
};

/** The five ids of an order, as the balance calls take them. */
export function idsOf(order: BalanceOrder) {
  return { ...order.yanaOrderIDs, country: order.orderVehicle.country };
}

/** The payment summary PDF of an order (the server checks the signed-in owner, as for every order call). */
export function paymentSummaryHref(order: BalanceOrder): string {
  return `/api/Documents/payment-summary.pdf?${new URLSearchParams(idsOf(order)).toString()}`;
}

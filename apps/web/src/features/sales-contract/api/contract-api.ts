import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getOrderDetailsByYanaIds,
  getSpecificDocument,
  signContract,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export type Order = DataOf<typeof getOrderDetailsByYanaIds>;

const signRef = { method: 'POST', path: '/api/Order/sign-contract' } as EndpointRef<typeof signContract>;
const documentRef = { method: 'POST', path: '/api/Documents/get-specific-document' } as EndpointRef<
  typeof getSpecificDocument
>;

export const orderIdsOf = (order: Order) => ({
  YanaCustomerID: order.yanaOrderIDs.yanaCustomerID,
  YanaCustomerNo: order.yanaOrderIDs.yanaCustomerNo,
  YanaOrderID: order.yanaOrderIDs.yanaOrderID,
  YanaOrderNo: order.yanaOrderIDs.yanaOrderNo,
  Country: order.orderVehicle.country,
});

/** The latest contract (the signed one, or the draft to review) with fresh view and download links. */
export const contractQuery = (order: Order) =>
  queryOptions({
    queryKey: ['contract', order.orderID, order.orderStatus],
    queryFn: async () => (await callApi(documentRef, { ...orderIdsOf(order), Documents: ['Contract'] }))[0],
    staleTime: 0,
    gcTime: 0,
  });

export function sendSignature(body: BodyOf<typeof signContract>) {
  return callApi(signRef, body);
}

/** Signing in again (the provider asks for the password), then back to this page. */
export function signInAgainUrl(country: string): string {
  const query = new URLSearchParams({ country, reauth: '1', returnUrl: window.location.pathname });
  return `/gmauth/sign-in?${query}`;
}

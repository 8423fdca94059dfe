import type {
  BodyOf,
  DataOf,
  EndpointRef,
  getDocuments,
  getOrderDetailsByYanaIds,
  updateOrderDetails,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export type Order = DataOf<typeof getOrderDetailsByYanaIds>;
export type DocumentRow = DataOf<typeof getDocuments>[number];

const updateRef = { method: 'POST', path: '/api/Order/update-order-details' } as EndpointRef<
  typeof updateOrderDetails
>;
const listRef = { method: 'POST', path: '/api/Documents/get-documents' } as EndpointRef<typeof getDocuments>;

/** The ids every order-page call sends. */
export const idsOf = (order: Order) => ({
  YanaCustomerID: order.yanaOrderIDs.yanaCustomerID,
  YanaCustomerNo: order.yanaOrderIDs.yanaCustomerNo,
  YanaOrderID: order.yanaOrderIDs.yanaOrderID,
  YanaOrderNo: order.yanaOrderIDs.yanaOrderNo,
  Country: order.orderVehicle.country,
});

/** Saves or submits the details and licence images (spec 002 section 7 update-order-details). */
export function sendOrderDetails(body: BodyOf<typeof updateOrderDetails>) {
  return callApi(updateRef, body);
}

/** The order's documents with fresh links (they expire after a few minutes: read again each time). */
export const documentsQuery = (order: Order) =>
  queryOptions({
    queryKey: ['documents', order.orderID],
    queryFn: () => callApi(listRef, idsOf(order)),
    staleTime: 0,
  });

/** The file as base64, as update-order-details takes it. */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

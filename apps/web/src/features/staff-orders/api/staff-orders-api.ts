import type {
  addStaffOrderNote,
  advanceStaffOrder,
  cancelStaffOrder,
  EndpointRef,
  getStaffOrder,
  listStaffOrders,
  recordStaffBankPayment,
  rollBackStaffOrder,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export const ordersRefs = {
  list: { method: 'POST', path: '/api/staff/orders' } as EndpointRef<typeof listStaffOrders>,
  get: { method: 'POST', path: '/api/staff/orders/get' } as EndpointRef<typeof getStaffOrder>,
  advance: { method: 'POST', path: '/api/staff/orders/advance' } as EndpointRef<typeof advanceStaffOrder>,
  rollBack: { method: 'POST', path: '/api/staff/orders/roll-back' } as EndpointRef<typeof rollBackStaffOrder>,
  note: { method: 'POST', path: '/api/staff/orders/note' } as EndpointRef<typeof addStaffOrderNote>,
  cancel: { method: 'POST', path: '/api/staff/orders/cancel' } as EndpointRef<typeof cancelStaffOrder>,
  bankPayment: { method: 'POST', path: '/api/staff/orders/bank-payment' } as EndpointRef<
    typeof recordStaffBankPayment
  >,
};

export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['staff', 'order', orderId],
    queryFn: ({ signal }) => callApi(ordersRefs.get, { orderId }, { signal }),
    retry: false,
    staleTime: 0,
  });

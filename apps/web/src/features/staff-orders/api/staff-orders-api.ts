import type {
  addStaffOrderNote,
  advanceStaffOrder,
  attachStaffContract,
  cancelStaffOrder,
  EndpointRef,
  getStaffContract,
  getStaffOrder,
  listStaffOrders,
  recordStaffBankPayment,
  regenerateStaffContract,
  rollBackStaffOrder,
} from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callsOf } from '../../../lib/api';

const ordersRefs = {
  list: { method: 'POST', path: '/api/staff/orders' } as EndpointRef<typeof listStaffOrders>,
  get: { method: 'POST', path: '/api/staff/orders/get' } as EndpointRef<typeof getStaffOrder>,
  advance: { method: 'POST', path: '/api/staff/orders/advance' } as EndpointRef<typeof advanceStaffOrder>,
  rollBack: { method: 'POST', path: '/api/staff/orders/roll-back' } as EndpointRef<typeof rollBackStaffOrder>,
  note: { method: 'POST', path: '/api/staff/orders/note' } as EndpointRef<typeof addStaffOrderNote>,
  cancel: { method: 'POST', path: '/api/staff/orders/cancel' } as EndpointRef<typeof cancelStaffOrder>,
  bankPayment: { method: 'POST', path: '/api/staff/orders/bank-payment' } as EndpointRef<
    typeof recordStaffBankPayment
  >,
  contract: { method: 'POST', path: '/api/staff/orders/contract' } as EndpointRef<typeof getStaffContract>,
  regenerateContract: { method: 'POST', path: '/api/staff/orders/contract/regenerate' } as EndpointRef<
    typeof regenerateStaffContract
  >,
  attachContract: { method: 'POST', path: '/api/staff/orders/contract/attach' } as EndpointRef<
    typeof attachStaffContract
  >,
};

/** The order's contract file as staff read it (the current document: draft, attached or signed). */
export const staffContractFileUrl = (orderId: string) =>
  `/api/staff/orders/contract.pdf?orderId=${encodeURIComponent(orderId)}`;

export const staffContractQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['staff', 'order', orderId, 'contract'],
    queryFn: ({ signal }) => callApi(ordersRefs.contract, { orderId }, { signal }),
    retry: false,
    staleTime: 0,
  });

export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['staff', 'order', orderId],
    queryFn: ({ signal }) => callApi(ordersRefs.get, { orderId }, { signal }),
    retry: false,
    staleTime: 0,
  });

export const ordersCalls = callsOf(ordersRefs);

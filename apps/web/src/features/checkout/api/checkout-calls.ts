import type {
  BodyOf,
  EndpointRef,
  extendReservationCountdown,
  getActiveReservation,
  getLmct,
  getNewPaymentIds,
  getOrderDetailsByYanaIds,
  getReservationStatus,
  getWaitlistData,
  placeOrder,
  placeReservation,
  saveInterest,
  savePaymentLog,
  setReservationCountdown,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The checkout calls of spec 001 section 7 and spec 002 section 7 (types only: the contract never reaches the bundle). */
const refs = {
  placeReservation: { method: 'POST', path: '/api/Order/place-reservation' } as EndpointRef<
    typeof placeReservation
  >,
  activeReservation: { method: 'POST', path: '/api/Order/get-active-reservation' } as EndpointRef<
    typeof getActiveReservation
  >,
  reservationStatus: { method: 'POST', path: '/api/Order/get-reservation-status' } as EndpointRef<
    typeof getReservationStatus
  >,
  setCountdown: { method: 'POST', path: '/api/Order/set-reservation-countdown' } as EndpointRef<
    typeof setReservationCountdown
  >,
  extendCountdown: { method: 'POST', path: '/api/Order/extend-reservation-countdown' } as EndpointRef<
    typeof extendReservationCountdown
  >,
  placeOrder: { method: 'POST', path: '/api/Order/place-order' } as EndpointRef<typeof placeOrder>,
  newPaymentIds: { method: 'POST', path: '/api/Payment/get-new-payment-ids' } as EndpointRef<
    typeof getNewPaymentIds
  >,
  savePaymentLog: { method: 'POST', path: '/api/Payment/save-payment-log' } as EndpointRef<
    typeof savePaymentLog
  >,
  lmct: { method: 'POST', path: '/api/Order/get-lmct' } as EndpointRef<typeof getLmct>,
  orderDetails: { method: 'POST', path: '/api/Order/get-order-details-by-yana-ids' } as EndpointRef<
    typeof getOrderDetailsByYanaIds
  >,
  saveInterest: { method: 'POST', path: '/api/interest/save-interest' } as EndpointRef<typeof saveInterest>,
  waitlistData: { method: 'POST', path: '/api/interest/get-waitlist-data' } as EndpointRef<
    typeof getWaitlistData
  >,
};

/**
 * The server's word on the hold this visitor has in the country, asked each time the checkout opens (issue 30).
 * Null when there is none, and when the question fails (the account details are then the way on).
 */
export const activeReservationQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['checkout', 'active-reservation', country],
    queryFn: ({ signal }) => callApi(refs.activeReservation, { country }, { signal }).catch(() => null),
    retry: false,
    // Asked once per opening: the payment step follows the hold through its own calls from then on.
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

/** The reservation's status: active, ordered, expired or refund-due. */
export const reservationStatusQuery = (orderID: string) =>
  queryOptions({
    queryKey: ['checkout', 'reservation-status', orderID],
    queryFn: ({ signal }) => callApi(refs.reservationStatus, { orderID }, { signal }),
    retry: false,
  });

/** The seller's motor trader licence of the market (the state's in Australia). */
export const lmctQuery = (country: CountryCode, state: string | undefined) =>
  queryOptions({
    queryKey: ['checkout', 'lmct', country, state ?? ''],
    queryFn: ({ signal }) =>
      callApi(refs.lmct, { Country: country, State: country === 'AU' ? (state ?? null) : null }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The placed order, as the thank-you page shows it. */
export const orderDetailsQuery = (ids: BodyOf<typeof getOrderDetailsByYanaIds>) =>
  queryOptions({
    queryKey: ['checkout', 'order', ids.yanaOrderID, ids.yanaOrderNo],
    queryFn: ({ signal }) => callApi(refs.orderDetails, ids, { signal }),
    retry: false,
  });

/** The waitlist entry of a link key, as its thank-you page shows it. */
export const waitlistDataQuery = (linkKey: string) =>
  queryOptions({
    queryKey: ['checkout', 'waitlist', linkKey],
    queryFn: ({ signal }) => callApi(refs.waitlistData, { linkKey }, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const placeReservationCall = (body: BodyOf<typeof placeReservation>) =>
  callApi(refs.placeReservation, body);
export const joinWaitlistCall = (body: BodyOf<typeof saveInterest>) => callApi(refs.saveInterest, body);
export const setCountdownCall = (country: CountryCode) => callApi(refs.setCountdown, { country });
export const extendCountdownCall = (country: CountryCode) => callApi(refs.extendCountdown, { country });
export const placeOrderCall = (body: BodyOf<typeof placeOrder>) => callApi(refs.placeOrder, body);
export const newPaymentIdsCall = (body: BodyOf<typeof getNewPaymentIds>) => callApi(refs.newPaymentIds, body);
export const savePaymentLogCall = (body: BodyOf<typeof savePaymentLog>) => callApi(refs.savePaymentLog, body);

import type {
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

/** The checkout calls of spec 001 section 7 and spec 002 section 7 (types only: the contract never reaches the bundle). */
export const placeReservationCall: EndpointRef<typeof placeReservation> = {
  method: 'POST',
  path: '/api/Order/place-reservation',
};
export const activeReservationCall: EndpointRef<typeof getActiveReservation> = {
  method: 'POST',
  path: '/api/Order/get-active-reservation',
};
export const reservationStatusCall: EndpointRef<typeof getReservationStatus> = {
  method: 'POST',
  path: '/api/Order/get-reservation-status',
};
export const setCountdownCall: EndpointRef<typeof setReservationCountdown> = {
  method: 'POST',
  path: '/api/Order/set-reservation-countdown',
};
export const extendCountdownCall: EndpointRef<typeof extendReservationCountdown> = {
  method: 'POST',
  path: '/api/Order/extend-reservation-countdown',
};
export const placeOrderCall: EndpointRef<typeof placeOrder> = {
  method: 'POST',
  path: '/api/Order/place-order',
};
export const newPaymentIdsCall: EndpointRef<typeof getNewPaymentIds> = {
  method: 'POST',
  path: '/api/Payment/get-new-payment-ids',
};
export const savePaymentLogCall: EndpointRef<typeof savePaymentLog> = {
  method: 'POST',
  path: '/api/Payment/save-payment-log',
};
export const lmctCall: EndpointRef<typeof getLmct> = { method: 'POST', path: '/api/Order/get-lmct' };
export const orderDetailsCall: EndpointRef<typeof getOrderDetailsByYanaIds> = {
  method: 'POST',
  path: '/api/Order/get-order-details-by-yana-ids',
};
export const saveInterestCall: EndpointRef<typeof saveInterest> = {
  method: 'POST',
  path: '/api/interest/save-interest',
};
export const waitlistDataCall: EndpointRef<typeof getWaitlistData> = {
  method: 'POST',
  path: '/api/interest/get-waitlist-data',
};

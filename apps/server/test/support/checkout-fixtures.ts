import { expect } from 'vitest';
import { isSandbox } from '../../src/platform/adapters/payments/payment-adapters';
import type { TestApp } from './test-app';

/*
 * Checkout as the web app drives it, for the order module's tests: an Australian buyer picking up in Sydney,
 * the seeded stock's configurations, the sandbox's test cards, and the reservation reply read back.
 */

/** One unit of AU Luxury in ASM paint with the SCG interior is in the seeded stock; SBM with OSG is sold out. */
export const oneInStock = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-ASM', InteriorID: 'AU-LUX-SCG' };
export const soldOut = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-OSG' };
export const threeInStock = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-SCG' };
export const fourInStock = { VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SWH', InteriorID: 'AU-LUX-JBI' };

export const sydneyCentre = 'Cadillac Experience Centre Sydney';

export const buyer = {
  Country: 'AU',
  State: 'NSW',
  DeliveryOption: 'Pickup',
  PickupLocationName: sydneyCentre,
  CustomerType: 'Private',
  FirstName: 'Jo',
  LastName: 'Citizen',
  Email: 'jo@example.com',
  Mobile: '0412345678',
};

export const goodCard = {
  number: '5555 5555 5555 4444',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Jo Citizen',
  billingAddress: { street: '1 George St', city: 'Sydney', postalCode: '2000', stateOrProvince: 'NSW' },
};
export const refusingCard = { ...goodCard, number: '4000 0000 0000 0002' };

/** A reservation as the browser holds it after place-reservation. */
export interface Reserved {
  cookie: string;
  orderID: string;
  orderNo: string;
  customerId: string;
  customerNo: string;
  sessionId: string;
  sessionData: string;
  paymentId: string;
}

/** A reservation from the `order` of a place-reservation reply (and the browser's reservation cookie). */
export function reservationOf(order: Record<string, string>, cookie = ''): Reserved {
  return {
    cookie,
    orderID: order.orderID ?? '',
    orderNo: order.yanaReservationNumber ?? '',
    customerId: order.yanaCustomerID ?? '',
    customerNo: order.yanaCustomerNo ?? '',
    sessionId: order.adyenSessionID ?? '',
    sessionData: order.adyenSessionData ?? '',
    paymentId: order.rdPaymentTransactionID ?? '',
  };
}

/** Reads a successful place-reservation reply (and the reservation cookie it set, when it set one). */
export function reservedFrom(response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): Reserved {
  expect(response.statusCode, response.body).toBe(200);
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return reservationOf(JSON.parse(response.body).data.order, cookie);
}

/** Pays a reservation's session through the sandbox's card form endpoint and waits for its notification. */
export async function payInSandbox(
  t: TestApp,
  r: Pick<Reserved, 'sessionId' | 'sessionData'>,
  card = goodCard,
): Promise<{ resultCode: string; sessionResult: string }> {
  const response = await t.post(`/sandbox-pay/sessions/${r.sessionId}/payments`, {
    sessionData: r.sessionData,
    ...card,
  });
  const gateway = t.app.paymentGateway;
  if (isSandbox(gateway)) await gateway.idle();
  return response.json();
}

/** The five ids of the order-success route for get-order-details-by-yana-ids. */
export function yanaIds(r: Reserved, country = 'AU') {
  return {
    yanaCustomerID: r.customerId,
    yanaCustomerNo: r.customerNo,
    yanaOrderID: r.orderID,
    yanaOrderNo: r.orderNo,
    country,
  };
}

import type { OrderEvent } from '@showroom/domain';
import type { OrderIds } from '../../src/modules/order/order.service';
import { orThrow, recordOrderEvent } from '../../src/modules/order-progress/record-order-event';
import type { Database } from '../../src/platform/db';
import { buyer, goodCard } from './checkout-fixtures';
import { createAccount } from './sign-in-steps';
import { TestBrowser } from './test-browser';

/*
 * Orders after checkout, for the owner portal's tests: one placed by a browser (signed in or not) through the
 * real calls, and the events staff or other capabilities would record on it.
 */

export interface PlacedOrder {
  ids: OrderIds;
  paymentId: string;
  sessionId: string;
}

const data = (body: string) => JSON.parse(body).data;

/** Reserves this configuration as the browser, pays the deposit with a good sandbox card and places the order. */
export async function placeOrderAs(
  browser: TestBrowser,
  configuration: { VariantID: string; ExteriorID: string; InteriorID: string },
  order: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const reserved = await browser.api('/api/Order/place-reservation', {
    order: { ...buyer, ...configuration, ...order },
    hasLogin: true,
  });
  if (reserved.status !== 200) throw new Error(`reservation refused: ${reserved.body}`);
  const r = data(reserved.body).order;
  const paid = await browser.api(`/sandbox-pay/sessions/${r.adyenSessionID}/payments`, {
    sessionData: r.adyenSessionData,
    ...goodCard,
  });
  const placed = await browser.api('/api/Order/place-order', {
    order: { OrderID: r.orderID },
    adyenSession: { SessionID: r.adyenSessionID, SessionResult: JSON.parse(paid.body).sessionResult },
  });
  if (placed.status !== 200) throw new Error(`order not placed: ${placed.body}`);
  return {
    ids: {
      yanaCustomerID: r.yanaCustomerID,
      yanaCustomerNo: r.yanaCustomerNo,
      yanaOrderID: r.orderID,
      yanaOrderNo: r.yanaReservationNumber,
      country: String(order.Country ?? buyer.Country),
    },
    paymentId: r.rdPaymentTransactionID,
    sessionId: r.adyenSessionID,
  };
}

/** Records events on an order as the capabilities that cause them would (each must be accepted). */
export async function recordEvents(
  database: Database,
  orderId: string,
  events: { event: OrderEvent; actor: 'customer' | 'staff' | 'payment' | 'system'; at: Date }[],
): Promise<void> {
  for (const { event, actor, at } of events) {
    await database.db.transaction(async (tx) => {
      orThrow(await recordOrderEvent(tx, orderId, event, { kind: actor }, at));
    });
  }
}

/** The call-back-request body for an order's ids. */
export function supportBody(ids: OrderIds, RequestType: string) {
  return {
    YanaCustomerID: ids.yanaCustomerID,
    YanaCustomerNo: ids.yanaCustomerNo,
    YanaOrderID: ids.yanaOrderID,
    YanaOrderNo: ids.yanaOrderNo,
    Country: ids.country,
    RequestType,
  };
}

/** A browser signed in to a new account of the checkout fixtures' buyer (Bea Buyer, AU) on `origin`. */
export async function buyerBrowser(origin: string): Promise<TestBrowser> {
  const browser = new TestBrowser(origin);
  await createAccount(browser, {
    email: buyer.Email,
    password: 'buyer-long-password',
    firstName: 'Bea',
    lastName: 'Buyer',
    country: 'AU',
  });
  return browser;
}

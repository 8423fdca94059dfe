import { expect } from 'vitest';
import { buyer, goodCard, threeInStock } from '../../../test/support/checkout-fixtures';
import type { HttpApp } from '../../../test/support/http-app';
import type { Hop, TestBrowser } from '../../../test/support/test-browser';
import { recordingLogger } from '../../../test/support/test-logger';
import type { Clock } from '../../platform/clock';
import { createOutboxWorker, mailboxMailer } from '../../platform/mail';

export const json = (hop: Hop) => JSON.parse(hop.body);
export const data = (hop: Hop) => json(hop).data;

/**
 * A signed-in customer reserves, pays with the sandbox's good card and places the order: returns the order number
 * (`SR-…`) and the order id. The order confirmation is then in the outbox.
 */
export async function placeOrder(
  browser: TestBrowser,
  email: string,
): Promise<{ orderNo: string; orderID: string }> {
  const reserved = await browser.api('/api/Order/place-reservation', {
    order: {
      ...buyer,
      ...threeInStock,
      Email: email,
      PaymentOption: 'Finance',
      Finance: { OfferID: 0, Deposit: 500_000, SelectedTermOptions: 48 },
      FromLinkSource: 'Configurator',
    },
    hasLogin: true,
  });
  expect(reserved.status, reserved.body).toBe(200);
  const order = data(reserved).order;
  const paid = json(
    await browser.api(`/sandbox-pay/sessions/${order.adyenSessionID}/payments`, {
      sessionData: order.adyenSessionData,
      ...goodCard,
    }),
  );
  expect(paid.resultCode).toBe('Authorised');
  const placed = await browser.api('/api/Order/place-order', {
    order: { OrderID: order.orderID, NameOnCreditCard: 'Ana Lee' },
    adyenSession: { SessionID: order.adyenSessionID, SessionResult: paid.sessionResult },
  });
  expect(placed.status, placed.body).toBe(200);
  return { orderNo: order.yanaReservationNumber, orderID: order.orderID };
}

/** Delivers everything due in the outbox to the embedded mailbox (as the background worker would). */
export async function deliverMail(shop: HttpApp, clock: Clock) {
  return createOutboxWorker({
    db: shop.database.db,
    mailer: mailboxMailer('Cadillac LYRIQ <no-reply@shop.example>'),
    clock,
    logger: recordingLogger(),
  }).drainOnce();
}

/**
 * "Sign in again" from the Data and privacy page: the provider asks for the password even though its own session
 * is still there (prompt=login), then the shop starts a fresh session and goes back to the page.
 */
export async function signInAgain(browser: TestBrowser, email: string, password: string): Promise<Hop> {
  const page = await browser.go('/gmauth/sign-in?reauth=1&returnUrl=%2Fau-en%2Fdata-privacy');
  expect(page.body).toContain('password');
  return browser.submit(page, { email, password }, '/login');
}

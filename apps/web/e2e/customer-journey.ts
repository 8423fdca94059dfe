import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { emailProofLink, pickUpInSydney, proceedFromReview } from './support';

/*
 * The customer's side that the owner and staff journeys start from: a new account in New South Wales, then an
 * order with pick-up in Sydney, through the calls the browser makes (customerThroughApi, orderThroughApi, or
 * reservationThroughApi and payThroughApi) for the journeys that test what comes after the deposit; fillCheckout
 * takes a journey through the configurator to the checkout's account details in the browser.
 * checkout.spec.ts and sign-in.spec.ts keep the whole path in the browser.
 */

/** Who a journey's customer is: their account, and the details the checkout asks for. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A configuration as the configurator stores it. */
export interface StoredConfiguration {
  variant: { id: string; name: string; basePrice: number };
  exterior: { id: string; name: string; price: number; hasStock: boolean };
  interior: { id: string; name: string; price: number; hasStock: boolean };
  options: unknown[];
}

/**
 * Through the configurator (with `configuration` stored first, else the shop's default) and pick-up in Sydney to
 * the checkout, whose account details it fills in; 'Proceed with payment' is next.
 */
export async function fillCheckout(
  page: Page,
  customer: Customer,
  configuration?: StoredConfiguration,
): Promise<void> {
  if (configuration) {
    // Stored from a page of the shop's origin where the app is not running: a configurator still starting on the
    // current page could otherwise write its own default configuration over it before the next page loads.
    await page.goto('/api/health');
    await page.evaluate(
      (stored) => localStorage.setItem('showroom.configuration', JSON.stringify(stored)),
      configuration,
    );
  }
  await page.goto('/au-en/');
  await pickUpInSydney(page);
  await proceedFromReview(page, 'CONTINUE TO CHECKOUT');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Confirm email').fill(customer.email);
  await page.getByLabel('Mobile').fill('0412345678');
}

/** A page of the embedded sign-in provider as the browser would see it: where it is and its HTML. */
interface ProviderPage {
  url: string;
  html: string;
}

async function pageOf(response: APIResponse): Promise<ProviderPage> {
  return { url: response.url(), html: await response.text() };
}

/** Sends the page's form (the first, or the one whose action contains `actionPart`): its hidden fields and `fields`. */
async function submitForm(
  request: APIRequestContext,
  page: ProviderPage,
  fields: Record<string, string>,
  actionPart = '',
): Promise<ProviderPage> {
  const form = [...page.html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find((match) =>
    match[1]?.includes(actionPart),
  );
  if (!form?.[1]) throw new Error(`no form ${actionPart} on ${page.url}:\n${page.html.slice(0, 600)}`);
  const hidden = [
    ...(form[2] ?? '').matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g),
  ];
  const action = new URL(form[1].replaceAll('&amp;', '&'), page.url);
  const response = await request.post(action.href, {
    headers: { origin: action.origin },
    form: { ...Object.fromEntries(hidden.map(([, name, value]) => [name ?? '', value ?? ''])), ...fields },
  });
  return pageOf(response);
}

/**
 * A new account in New South Wales without the browser: the provider's create-account form, the link of its email,
 * then its sign-in form,
 * sent as the browser sends them, so the page's context holds the signed-in session (sign-in.spec.ts makes accounts
 * in the browser). NSW is stored as the location for the pages after.
 */
export async function customerThroughApi(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  const signUp = await pageOf(await page.request.get('/gmauth/sign-in?screen=signup&country=AU'));
  const answer = await submitForm(page.request, signUp, { ...customer, country: 'AU' });
  expect(answer.html).toContain('Check your email to continue');
  // The address is proved by the email's link before the account signs in (probe N1).
  const confirm = await pageOf(await page.request.get(await emailProofLink(customer.email)));
  expect((await submitForm(page.request, confirm, {})).html).toContain('Your email address is confirmed');
  const landing = await submitForm(
    page.request,
    answer,
    { email: customer.email, password: customer.password },
    '/login',
  );
  expect(new URL(landing.url).pathname).toMatch(/^\/au-en\//);
  const session = await page.request.get('/api/User/get-session');
  expect((await session.json()).data).toMatchObject({ signedIn: true, email: customer.email });
}

/** What place-reservation answers of a reservation: the order and its first payment session. */
export interface ApiReservation {
  orderID: string;
  yanaReservationNumber: string;
  adyenSessionID: string;
  adyenSessionData: string;
}

/** The headers the web app sends with its calls. */
async function apiHeaders(page: Page) {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  return { 'x-showroom-client': 'web', origin };
}

async function okData(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/**
 * place-reservation with the checkout's body, for a signed-in customer: cash, pick-up at the Sydney centre,
 * Parramatta as the billing and registration address; `changes` replace fields of that order. Answers the reservation.
 */
export async function reservationThroughApi(
  page: Page,
  customer: Customer,
  configuration: StoredConfiguration,
  changes: Record<string, unknown> = {},
): Promise<ApiReservation> {
  const parramatta = { address: '12 Smith St', suburb: 'Parramatta', postcode: '2150', state: 'NSW' };
  const { order } = await okData(
    await page.request.post('/api/Order/place-reservation', {
      headers: await apiHeaders(page),
      data: {
        hasLogin: true,
        order: {
          Country: 'AU',
          State: 'NSW',
          VariantID: configuration.variant.id,
          ExteriorID: configuration.exterior.id,
          InteriorID: configuration.interior.id,
          Options: [],
          DeliveryOption: 'Pickup',
          PickupLocationName: 'Cadillac Experience Centre Sydney',
          DeliveryLocationAddress: null,
          DeliveryLocationSuburb: null,
          DeliveryLocationState: null,
          DeliveryLocationPostcode: null,
          BillingAddress: parramatta.address,
          BillingSuburb: parramatta.suburb,
          BillingPostcode: parramatta.postcode,
          BillingState: parramatta.state,
          RegoAddress: parramatta.address,
          RegoSuburb: parramatta.suburb,
          RegoPostcode: parramatta.postcode,
          RegoState: parramatta.state,
          PaymentOption: 'Cash',
          Finance: null,
          FromLinkSource: 'Configurator',
          CustomerType: 'Private',
          BusinessName: null,
          ABN: null,
          FirstName: customer.firstName,
          LastName: customer.lastName,
          Email: customer.email,
          Mobile: '0412345678',
          Comments: null,
          ...changes,
        },
      },
    }),
  );
  return order;
}

/** The reservation's payment session paid with this sandbox test card through the sandbox's card form. */
export async function payThroughApi(
  page: Page,
  reservation: ApiReservation,
  customer: Customer,
  cardNumber: string,
): Promise<{ resultCode: string; sessionResult: string }> {
  const paid = await page.request.post(`/sandbox-pay/sessions/${reservation.adyenSessionID}/payments`, {
    headers: await apiHeaders(page),
    data: {
      sessionData: reservation.adyenSessionData,
      number: cardNumber,
      expiry: '03/30',
      cvc: '737',
      holderName: `${customer.firstName} ${customer.lastName}`,
      billingAddress: { street: '1 George St', city: 'Sydney', postalCode: '2000', stateOrProvince: 'NSW' },
    },
  });
  return paid.json();
}

/**
 * An order placed without the browser, for a signed-in customer: the reservation (`reservationThroughApi`), the deposit
 * paid with a good card through the sandbox's card form, then place-order. Answers the order number.
 */
export async function orderThroughApi(
  page: Page,
  customer: Customer,
  configuration: StoredConfiguration,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const order = await reservationThroughApi(page, customer, configuration, changes);
  const { resultCode, sessionResult } = await payThroughApi(page, order, customer, '5555 5555 5555 4444');
  expect(resultCode).toBe('Authorised');
  await okData(
    await page.request.post('/api/Order/place-order', {
      headers: await apiHeaders(page),
      data: {
        order: { OrderID: order.orderID },
        adyenSession: { SessionID: order.adyenSessionID, SessionResult: sessionResult },
      },
    }),
  );
  return order.yanaReservationNumber;
}

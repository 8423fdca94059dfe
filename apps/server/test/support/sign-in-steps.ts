import type { Hop, TestBrowser } from './test-browser';

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: 'AU' | 'NZ';
}

/** Create Account from the shop: the provider's create-account page, filled in and sent (the page it answers). */
export async function sendCreateAccount(
  browser: TestBrowser,
  customer: NewCustomer,
  returnUrl?: string,
): Promise<Hop> {
  const query = new URLSearchParams({
    screen: 'signup',
    country: customer.country,
    ...(returnUrl ? { returnUrl } : {}),
  });
  const page = await browser.go(`/gmauth/sign-in?${query}`);
  return browser.submit(page, { ...customer });
}

/**
 * Create Account, then sign in on the page it answers with ("check your email to continue"): the last hop (the
 * shop's landing), or the create-account page that refused the input.
 */
export async function createAccount(
  browser: TestBrowser,
  customer: NewCustomer,
  returnUrl?: string,
): Promise<Hop> {
  const answer = await sendCreateAccount(browser, customer, returnUrl);
  if (answer.status !== 200) return answer;
  return browser.submit(answer, { email: customer.email, password: customer.password }, '/login');
}

/** Sign In from the shop with this email and password: the last hop (the shop's landing, or the refusal page). */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  returnUrl?: string,
): Promise<Hop> {
  const page = await browser.go(
    `/gmauth/sign-in${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
  );
  return browser.submit(page, { email, password }, '/login');
}

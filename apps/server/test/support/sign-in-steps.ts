import { type Hop, TestBrowser } from './test-browser';
import { testMailboxToken } from './test-env';

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
 * The newest link of this kind (`/idp/verify/`, `/idp/reset/`) emailed to `email` by the provider at `issuer`, read
 * from its dev mailbox as the address's owner reads their email (`testMailboxToken`). Undefined when none was sent.
 */
export async function emailedLink(issuer: string, email: string, kind: string): Promise<string | undefined> {
  const mailbox = new TestBrowser(issuer);
  const list = await mailbox.go(`/__dev/mailbox?token=${testMailboxToken}`);
  const address = email.trim().toLowerCase();
  for (const row of list.body.split('<tr>')) {
    const id = row.match(/href="\/__dev\/mailbox\/([0-9a-f-]{36})"/)?.[1];
    if (!id || !row.includes(`<td>${address}</td>`)) continue;
    const text = await mailbox.request(`/__dev/mailbox/${id}/text`);
    const link = text.body.match(new RegExp(`https?://[^\\s]+${kind}[\\w-]+`))?.[0];
    if (link) return link;
  }
  return undefined;
}

/** Opens the sign-up email's link and presses Confirm email: the address is proved (the last hop). */
export async function proveEmail(browser: TestBrowser, issuer: string, email: string): Promise<Hop> {
  const link = await emailedLink(issuer, email, '/idp/verify/');
  if (!link) throw new Error(`no confirmation link was emailed to ${email}`);
  return browser.submit(await browser.go(link), {});
}

/**
 * Create Account, open the link of its email, then sign in on the page create-account answered with ("check your
 * email to continue"): the last hop (the shop's landing), or the create-account page that refused the input.
 */
export async function createAccount(
  browser: TestBrowser,
  customer: NewCustomer,
  returnUrl?: string,
): Promise<Hop> {
  const answer = await sendCreateAccount(browser, customer, returnUrl);
  if (answer.status !== 200) return answer;
  await proveEmail(browser, new URL(answer.url).origin, customer.email);
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

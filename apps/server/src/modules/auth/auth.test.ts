import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount, type NewCustomer, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import { customers, outbox, sessions, signInTransactions } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

const sessionCookie = '__Host-showroom-session';
const clock = fixedClock(new Date());
let shop: HttpApp;

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '1' } });
});
afterAll(() => shop.close());

let count = 0;
function customer(country: 'AU' | 'NZ' = 'AU'): NewCustomer {
  count += 1;
  return {
    email: `Buyer${count}@Example.com`,
    password: `long-password-${count}!`,
    firstName: `Buyer${count}`,
    lastName: 'Test',
    country,
  };
}

async function signedUp(country: 'AU' | 'NZ' = 'AU') {
  const who = customer(country);
  const browser = new TestBrowser(shop.origin);
  await createAccount(browser, who);
  return { who, browser };
}

const data = (hop: { body: string }) => JSON.parse(hop.body);
const withoutRequestId = (hop: { body: string }) => ({ ...data(hop), requestId: undefined });

describe('sign-in with the embedded provider (real HTTP)', () => {
  it('creates an account and signs in with an HttpOnly __Host- session cookie and no token in the browser', async () => {
    const who = customer('NZ');
    const browser = new TestBrowser(shop.origin);
    const landing = await createAccount(browser, who);
    expect(landing.url).toBe(`${shop.origin}/nz-en/auth`);
    const set =
      browser.hops.flatMap((h) => h.setCookies).find((c) => c.startsWith(`${sessionCookie}=`)) ?? '';
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).not.toMatch(/Domain=/i);
    expect(browser.cookie(sessionCookie)).toMatch(/^[\w-]{43}$/);
    const session = await browser.request('/api/User/get-session');
    expect(session.body).not.toContain(browser.cookie(sessionCookie));
    expect(data(session).data).toEqual({
      signedIn: true,
      email: who.email.toLowerCase(),
      firstName: who.firstName,
      country: 'NZ',
    });
    // What the shop's own pages saw: no token, code or session id in a URL or body after the callback.
    const afterCallback = browser.hops.slice(browser.hops.findIndex((h) => h.url.includes('/gmauth?')) + 1);
    for (const hop of afterCallback) {
      expect(hop.url).not.toMatch(/code=|id_token|access_token/);
      expect(hop.body).not.toMatch(/eyJ[\w-]+\.eyJ/);
    }
  });

  it('answers set-session with the NZ ids of a New Zealand sign-in, any case of the email', async () => {
    const { who, browser } = await signedUp('NZ');
    const reply = await browser.api('/api/User/set-session', { email: who.email.toUpperCase() });
    expect(reply.status).toBe(200);
    expect(data(reply).data).toEqual({
      yanaCustomerID: null,
      yanaCustomerNo: null,
      nzYanaCustomerID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nzYanaCustomerNo: expect.stringMatching(/^NZ\d{6}$/),
    });
  });

  it("answers set-session with another customer's email exactly like an unknown email", async () => {
    const first = await signedUp('AU');
    const second = await signedUp('AU');
    const foreign = await second.browser.api('/api/User/set-session', { email: first.who.email });
    const unknown = await second.browser.api('/api/User/set-session', { email: 'nobody@example.com' });
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(foreign)).toEqual(withoutRequestId(unknown));
    expect(foreign.body).not.toContain('yanaCustomer');
  });

  it('refuses set-session without a session, and a bad body naming the field', async () => {
    const anonymous = new TestBrowser(shop.origin);
    const none = await anonymous.api('/api/User/set-session', { email: 'a@b.co' });
    expect(none.status).toBe(401);
    expect(data(none).errorCode).toBe('NotSignedIn');
    const { browser } = await signedUp();
    const bad = await browser.api('/api/User/set-session', {});
    expect(bad.status).toBe(400);
    expect(data(bad).details[0].field).toBe('email');
  });

  it('refuses a wrong password and signs in with the right one under a fresh session id', async () => {
    const signedUpIn = await signedUp();
    const { who } = signedUpIn;
    const before = signedUpIn.browser.cookie(sessionCookie);
    // The same shop session, without the provider's session (which would sign in at once: single sign-on).
    const browser = new TestBrowser(shop.origin);
    browser.jar(shop.origin).set(sessionCookie, before ?? '');
    const wrong = await signIn(browser, who.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('The email or password is incorrect.');
    const right = await signIn(browser, who.email, who.password, '/au-en/my-orders');
    expect(right.url).toBe(`${shop.origin}/au-en/my-orders`);
    expect(browser.cookie(sessionCookie)).not.toBe(before);
    const old = new TestBrowser(shop.origin);
    old.jar(shop.origin).set(sessionCookie, before ?? '');
    expect(data(await old.api('/api/User/set-session', { email: who.email })).errorCode).toBe('NoActivity');
  });

  it('throttles an email after five failures, even with the right password, until the lock ends', async () => {
    const { who } = await signedUp();
    const browser = new TestBrowser(shop.origin);
    for (let i = 0; i < 4; i++) expect((await signIn(browser, who.email, `wrong-${i}`)).status).toBe(401);
    const fifth = await signIn(browser, who.email, 'wrong-5');
    expect(fifth.body).toContain('Too many failed sign-in attempts. Try again in 15 minutes');
    const locked = await signIn(browser, who.email, who.password);
    expect(locked.status).toBe(401);
    expect(locked.body).toContain('Too many failed sign-in attempts');
    expect(browser.cookie(sessionCookie)).toBeUndefined();
    clock.advance(15 * 60_000 + 1000);
    expect((await signIn(browser, who.email, who.password)).url).toBe(`${shop.origin}/au-en/auth`);
  });

  it('locks an unknown email the same way, telling nothing about which accounts exist', async () => {
    const browser = new TestBrowser(shop.origin);
    let last = await signIn(browser, 'ghost@example.com', 'whatever-1');
    expect(last.body).toContain('The email or password is incorrect.');
    for (let i = 0; i < 4; i++) last = await signIn(browser, 'ghost@example.com', 'whatever-1');
    expect(last.body).toContain('Too many failed sign-in attempts');
    clock.advance(15 * 60_000 + 1000);
  });

  it('signs out: the old cookie is dead, then the provider session ends and sign-in asks again', async () => {
    const { who, browser } = await signedUp();
    const cookie = browser.cookie(sessionCookie) ?? '';
    const out = await browser.api('/api/User/sign-out');
    expect(out.status).toBe(200);
    expect(out.setCookies.join()).toMatch(new RegExp(`${sessionCookie}=;`));
    const logoutUrl = new URL(data(out).data.logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${shop.origin}/au-en`);
    const replay = new TestBrowser(shop.origin);
    replay.jar(shop.origin).set(sessionCookie, cookie);
    const stale = await replay.api('/api/User/set-session', { email: who.email });
    expect(stale.status).toBe(401);
    expect(data(stale).errorCode).toBe('NoActivity');
    // The browser opens the provider's end-session page, whose script presses "Sign out".
    const confirm = await browser.go(logoutUrl.href);
    expect(confirm.body).toContain('/idp/assets/auto-submit.js');
    const home = await browser.submit(confirm, { logout: 'yes' });
    expect(home.url).toBe(`${shop.origin}/au-en`);
    const again = await browser.go('/gmauth/sign-in');
    expect(again.url).toMatch(/\/idp\/interaction\/[\w-]+$/);
    expect(again.body).toContain('autocomplete="current-password"');
  });

  it('refuses a cross-site sign-out without the anti-forgery header, and the session lives on', async () => {
    const { who, browser } = await signedUp();
    const forged = await browser.api('/api/User/sign-out', {}, { 'x-showroom-client': '' });
    expect(forged.status).toBe(403);
    const evil = await browser.api('/api/User/sign-out', {}, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await browser.api('/api/User/set-session', { email: who.email })).status).toBe(200);
  });

  it('ends a session after 30 idle minutes with NoActivity, and keeps an active one until the absolute hour', async () => {
    const idle = await signedUp();
    clock.advance(30 * 60_000);
    const expired = await idle.browser.api('/api/User/set-session', { email: idle.who.email });
    expect(expired.status).toBe(401);
    expect(data(expired).errorCode).toBe('NoActivity');
    expect(data(await idle.browser.request('/api/User/get-session')).data.signedIn).toBe(false);

    const active = await signedUp();
    for (let i = 0; i < 2; i++) {
      clock.advance(25 * 60_000);
      expect((await active.browser.api('/api/User/set-session', { email: active.who.email })).status).toBe(
        200,
      );
    }
    clock.advance(10 * 60_000 + 1);
    const ended = await active.browser.api('/api/User/set-session', { email: active.who.email });
    expect(data(ended).errorCode).toBe('NoActivity');
  });
});

describe('forged and replayed callbacks', () => {
  /** Runs a sign-in up to the provider's redirect back to /gmauth and returns that callback URL, not followed. */
  async function callbackOf(browser: TestBrowser, who: NewCustomer): Promise<string> {
    const page = await browser.go('/gmauth/sign-in');
    let hop = await browser.request(
      new URL(page.body.match(/action="([^"]+\/login)"/)?.[1] ?? '', page.url).href,
      { form: { email: who.email, password: who.password } },
    );
    while (hop.location && !hop.location.includes('/gmauth?')) hop = await browser.request(hop.location);
    return hop.location ?? '';
  }

  const refused = (hop: { status: number; location?: string; setCookies: string[] }) => {
    expect(hop.status).toBe(303);
    expect(hop.location).toBe(`${shop.origin}/`);
    expect(hop.setCookies.join()).not.toContain(`${sessionCookie}=`);
  };

  it('refuses a callback with a changed state', async () => {
    const { who } = await signedUp();
    const browser = new TestBrowser(shop.origin);
    const url = new URL(await callbackOf(browser, who));
    url.searchParams.set('state', 'forged');
    refused(await browser.request(url.href));
  });

  it('refuses a replayed callback, and one replayed in another browser', async () => {
    const { who } = await signedUp();
    const browser = new TestBrowser(shop.origin);
    const url = await callbackOf(browser, who);
    const first = await browser.request(url);
    expect(first.location).toBe(`${shop.origin}/au-en/auth`);
    refused(await browser.request(url));
    refused(await new TestBrowser(shop.origin).request(url));
  });

  it('refuses a callback whose ID token carries another nonce', async () => {
    const { who } = await signedUp();
    const browser = new TestBrowser(shop.origin);
    const url = await callbackOf(browser, who);
    await shop.database.db.update(signInTransactions).set({ nonce: 'another-nonce' });
    refused(await browser.request(url));
  });

  it('never sends the browser to another site after sign-in', async () => {
    const { who } = await signedUp();
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const browser = new TestBrowser(shop.origin);
      expect((await signIn(browser, who.email, who.password, returnUrl)).url).toBe(
        `${shop.origin}/au-en/auth`,
      );
    }
  });
});

describe('create account and forgot password', () => {
  it('refuses a second account with the same email and a short password, writing nothing', async () => {
    const { who } = await signedUp();
    const before = await shop.database.db.select().from(customers);
    const again = await createAccount(new TestBrowser(shop.origin), {
      ...who,
      email: who.email.toUpperCase(),
    });
    expect(again.status).toBe(400);
    expect(again.body).toContain('An account with this email exists already.');
    const short = await createAccount(new TestBrowser(shop.origin), { ...customer(), password: 'short' });
    expect(short.body).toContain('at least 10 characters');
    expect(await shop.database.db.select().from(customers)).toHaveLength(before.length);
  });

  it('emails a one-time reset link through the outbox; the new password works and the link dies', async () => {
    const { who } = await signedUp('NZ');
    const browser = new TestBrowser(shop.origin);
    const page = await browser.go('/gmauth/sign-in');
    const forgot = await browser.go(page.body.match(/href="([^"]+\/forgot)"/)?.[1] ?? '');
    const sent = await browser.submit(forgot, { email: who.email });
    expect(sent.body).toContain('If an account uses this email');
    const unknown = await browser.submit(forgot, { email: 'nobody@example.com' });
    expect(unknown.body).toContain('If an account uses this email');
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.template, 'password-reset'));
    const mail = mails.find((m) => m.toAddress === who.email.toLowerCase());
    expect(mails.filter((m) => m.toAddress === 'nobody@example.com')).toHaveLength(0);
    const link = mail?.text.match(/http:\/\/\S+\/idp\/reset\/[\w-]+/)?.[0] ?? '';
    expect(link).toContain(`${shop.origin}/idp/reset/`);
    const form = await browser.go(link);
    expect((await browser.submit(form, { password: 'short' })).body).toContain('at least 10 characters');
    expect((await browser.submit(form, { password: 'a-brand-new-password' })).body).toContain(
      'Password changed',
    );
    expect((await browser.go(link)).status).toBe(410);
    expect((await signIn(new TestBrowser(shop.origin), who.email, who.password)).status).toBe(401);
    const landing = await signIn(new TestBrowser(shop.origin), who.email, 'a-brand-new-password');
    expect(landing.url).toBe(`${shop.origin}/nz-en/auth`);
  });

  it('keeps one customer per provider subject, with the country claim of the last sign-in', async () => {
    const { who } = await signedUp('AU');
    await signIn(new TestBrowser(shop.origin), who.email, who.password);
    const rows = await shop.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, who.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.auCustomerNo).toMatch(/^AU\d{6}$/);
    const live = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, rows[0]?.id ?? ''));
    expect(live).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { signInTransactions } from '../../src/db/schema';
import type { HttpApp } from './http-app';
import { createAccount, type NewCustomer, signIn } from './sign-in-steps';
import { TestBrowser } from './test-browser';

export const sessionCookie = '__Host-showroom-session';

/** Where the suite runs: the shop (in this process) and the issuer it signs in with. */
export interface SignInSuiteTarget {
  shop(): HttpApp;
  /** The issuer URL, e.g. `http://127.0.0.1:4000/idp` (the shop's own /idp, or another process's). */
  issuer(): string;
  /** Makes this suite's email addresses unique at that issuer. */
  emailPrefix: string;
}

export const replyData = (hop: { body: string }) => JSON.parse(hop.body);
const withoutRequestId = (hop: { body: string }) => ({ ...replyData(hop), requestId: undefined });

/**
 * The security suite of issue 8 ("Done when" 2), run against whichever issuer the shop is pointed at: the embedded
 * provider (auth.test.ts) and a second, separately started provider process through OIDC_ISSUER_URL
 * (auth-external-issuer.test.ts). Every test drives the browser's hops over real HTTP.
 */
export function signInSuite(target: SignInSuiteTarget) {
  let count = 0;
  const customer = (country: 'AU' | 'NZ' = 'AU'): NewCustomer => {
    count += 1;
    return {
      email: `${target.emailPrefix}${count}@Example.com`,
      password: `long-password-${count}!`,
      firstName: `Buyer${count}`,
      lastName: 'Test',
      country,
    };
  };
  const origin = () => target.shop().origin;
  const signedUp = async (country: 'AU' | 'NZ' = 'AU') => {
    const who = customer(country);
    const browser = new TestBrowser(origin());
    await createAccount(browser, who);
    return { who, browser };
  };

  /**
   * Runs a sign-in up to the provider's redirect back to /gmauth and returns that callback URL, not followed. The
   * provider's sign-in form is filled in when it asks (a browser still signed in at the provider is not asked).
   */
  async function callbackOf(browser: TestBrowser, who: NewCustomer): Promise<string> {
    let hop = await browser.request('/gmauth/sign-in');
    for (let i = 0; i < 20 && !hop.location?.includes('/gmauth?'); i++) {
      const login = hop.body.match(/action="([^"]+\/login)"/)?.[1];
      if (hop.location) hop = await browser.request(hop.location);
      else if (login) {
        const form = { email: who.email, password: who.password };
        hop = await browser.request(new URL(login, hop.url).href, { form });
      } else throw new Error(`no way on from ${hop.url} (${hop.status})`);
    }
    return hop.location ?? '';
  }

  const refused = (hop: { status: number; location?: string; setCookies: string[] }) => {
    expect(hop.status).toBe(303);
    expect(hop.location).toBe(`${origin()}/`);
    expect(hop.setCookies.join()).not.toContain(`${sessionCookie}=`);
  };

  describe('sign-in, session cookie and set-session', () => {
    it('creates an account and signs in with an HttpOnly __Host- session cookie and no token in the browser', async () => {
      const who = customer('NZ');
      const browser = new TestBrowser(origin());
      const landing = await createAccount(browser, who);
      expect(browser.hops.some((h) => h.url.startsWith(`${target.issuer()}/interaction/`))).toBe(true);
      expect(landing.url).toBe(`${origin()}/nz-en/auth`);
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
      expect(replyData(session).data).toEqual({
        signedIn: true,
        email: who.email.toLowerCase(),
        firstName: who.firstName,
        country: 'NZ',
      });
      // What the shop's own pages saw: no token, code or session id in a URL or body after the callback.
      const afterCallback = browser.hops.slice(browser.hops.findIndex((h) => h.url.includes('/gmauth?')) + 1);
      expect(afterCallback.length).toBeGreaterThan(0);
      for (const hop of afterCallback) {
        expect(hop.url).not.toMatch(/code=|id_token|access_token/);
        expect(hop.body).not.toMatch(/eyJ[\w-]+\.eyJ/);
      }
    });

    it('answers set-session with the NZ ids of a New Zealand sign-in, any case of the email', async () => {
      const { who, browser } = await signedUp('NZ');
      const reply = await browser.api('/api/User/set-session', { email: who.email.toUpperCase() });
      expect(reply.status).toBe(200);
      expect(replyData(reply).data).toEqual({
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
      const none = await new TestBrowser(origin()).api('/api/User/set-session', { email: 'a@b.co' });
      expect(none.status).toBe(401);
      expect(replyData(none).errorCode).toBe('NotSignedIn');
      const { browser } = await signedUp();
      const bad = await browser.api('/api/User/set-session', {});
      expect(bad.status).toBe(400);
      expect(replyData(bad).details[0].field).toBe('email');
    });

    it('throttles an email after five failures, even with the right password', async () => {
      const { who } = await signedUp();
      const browser = new TestBrowser(origin());
      for (let i = 0; i < 4; i++) expect((await signIn(browser, who.email, `wrong-${i}`)).status).toBe(401);
      const fifth = await signIn(browser, who.email, 'wrong-5');
      expect(fifth.body).toContain('Too many failed sign-in attempts. Try again in 15 minutes');
      const locked = await signIn(browser, who.email, who.password);
      expect(locked.status).toBe(401);
      expect(locked.body).toContain('Too many failed sign-in attempts');
      expect(browser.cookie(sessionCookie)).toBeUndefined();
    });
  });

  describe('sign-out and cross-site requests', () => {
    it('signs out: the old cookie is dead, then the provider session ends and sign-in asks again', async () => {
      const { who, browser } = await signedUp();
      const cookie = browser.cookie(sessionCookie) ?? '';
      const out = await browser.api('/api/User/sign-out');
      expect(out.status).toBe(200);
      expect(out.setCookies.join()).toMatch(new RegExp(`${sessionCookie}=;`));
      const logoutUrl = new URL(replyData(out).data.logoutUrl);
      expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(`${target.issuer()}/session/end`);
      expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${origin()}/au-en`);
      const replay = new TestBrowser(origin());
      replay.jar(origin()).set(sessionCookie, cookie);
      const stale = await replay.api('/api/User/set-session', { email: who.email });
      expect(stale.status).toBe(401);
      expect(replyData(stale).errorCode).toBe('NoActivity');
      // The browser opens the provider's end-session page, whose script presses "Sign out".
      const confirm = await browser.go(logoutUrl.href);
      expect(confirm.body).toContain('/idp/assets/auto-submit.js');
      const home = await browser.submit(confirm, { logout: 'yes' });
      expect(home.url).toBe(`${origin()}/au-en`);
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
      const crossSite = await browser.api('/api/User/sign-out', {}, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect((await browser.api('/api/User/set-session', { email: who.email })).status).toBe(200);
    });
  });

  describe('forged and replayed callbacks', () => {
    it('refuses a callback with a changed state', async () => {
      const { who } = await signedUp();
      const browser = new TestBrowser(origin());
      const url = new URL(await callbackOf(browser, who));
      expect(url.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
      url.searchParams.set('state', 'forged');
      refused(await browser.request(url.href));
      expect(replyData(await browser.request('/api/User/get-session')).data.signedIn).toBe(false);
    });

    it('refuses a replayed callback, and one replayed in another browser', async () => {
      const { who } = await signedUp();
      const browser = new TestBrowser(origin());
      const url = await callbackOf(browser, who);
      const first = await browser.request(url);
      expect(first.location).toBe(`${origin()}/au-en/auth`);
      refused(await browser.request(url));
      refused(await new TestBrowser(origin()).request(url));
    });

    it('refuses a reused code under a fresh sign-in of the same browser', async () => {
      const { who } = await signedUp();
      const browser = new TestBrowser(origin());
      const used = new URL(await callbackOf(browser, who));
      expect((await browser.request(used.href)).location).toBe(`${origin()}/au-en/auth`);
      // A new sign-in transaction (its own state) with the code that was already exchanged.
      const fresh = new URL(await callbackOf(browser, who));
      fresh.searchParams.set('code', used.searchParams.get('code') ?? '');
      refused(await browser.request(fresh.href));
    });

    it('refuses a callback whose ID token carries another nonce', async () => {
      const { who } = await signedUp();
      const browser = new TestBrowser(origin());
      const url = await callbackOf(browser, who);
      await target.shop().database.db.update(signInTransactions).set({ nonce: 'another-nonce' });
      refused(await browser.request(url));
    });

    it('never sends the browser to another site after sign-in', async () => {
      const { who } = await signedUp();
      for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const browser = new TestBrowser(origin());
        expect((await signIn(browser, who.email, who.password, returnUrl)).url).toBe(
          `${origin()}/au-en/auth`,
        );
      }
    });
  });

  return { customer, signedUp };
}

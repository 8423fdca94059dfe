import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';

const sessionCookie = '__Host-showroom-session';
let shop: HttpApp;

beforeAll(async () => {
  shop = await startHttpApp();
});
afterAll(() => shop.close());

const nina = {
  email: 'Nina@Example.NZ',
  password: 'kiwi-fruit-42!',
  firstName: 'Nina',
  lastName: 'Tane',
  country: 'NZ',
} as const;

describe('sign-in with the embedded provider', () => {
  it('creates an account, signs in and lands on the market of the country claim', async () => {
    const browser = new TestBrowser(shop.origin);
    const landing = await createAccount(browser, nina);
    expect(landing.url).toBe(`${shop.origin}/nz-en/auth`);
    const set = browser.hops.flatMap((h) => h.setCookies).find((c) => c.startsWith(`${sessionCookie}=`));
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).not.toMatch(/Domain=/i);
    const session = await browser.request('/api/User/get-session');
    expect(JSON.parse(session.body).data).toEqual({
      signedIn: true,
      email: 'nina@example.nz',
      firstName: 'Nina',
      country: 'NZ',
    });
  });
});

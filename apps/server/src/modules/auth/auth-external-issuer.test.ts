import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { type ServerProcess, startServerProcess } from '../../../test/support/server-process';
import { createAccount } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';

// The shop pointed at another OpenID provider through OIDC_ISSUER_URL: a second, separately started server
// process whose embedded provider accepts this shop as a client (IDP_CLIENT_ORIGINS).
const secret = 'external-issuer-test-secret';
const dataDir = mkdtempSync(join(tmpdir(), 'showroom-idp-'));
let provider: ServerProcess;
let shop: HttpApp;
let issuerOrigin: string;

beforeAll(async () => {
  const [shopPort, idpPort] = [await freePort(), await freePort()];
  issuerOrigin = `http://127.0.0.1:${idpPort}`;
  provider = await startServerProcess(idpPort, {
    DATA_DIR: dataDir,
    OIDC_CLIENT_SECRET: secret,
    IDP_CLIENT_ORIGINS: `http://127.0.0.1:${shopPort}`,
  });
  shop = await startHttpApp({
    port: shopPort,
    env: { OIDC_ISSUER_URL: `${issuerOrigin}/idp`, OIDC_CLIENT_SECRET: secret },
  });
});

afterAll(async () => {
  await shop?.close();
  await provider?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const who = {
  email: 'far@example.com',
  password: 'external-pass-1',
  firstName: 'Far',
  lastName: 'Away',
  country: 'AU',
} as const;
const data = (hop: { body: string }) => JSON.parse(hop.body);

describe('sign-in through an external issuer (OIDC_ISSUER_URL)', () => {
  it('serves no provider of its own', async () => {
    const browser = new TestBrowser(shop.origin);
    const discovery = await browser.request('/idp/.well-known/openid-configuration');
    expect(discovery.status).not.toBe(200);
    expect(discovery.body).not.toContain('authorization_endpoint');
  });

  it('creates the account at the other provider and signs in to the shop', async () => {
    const browser = new TestBrowser(shop.origin);
    const landing = await createAccount(browser, who);
    expect(browser.hops.some((h) => h.url.startsWith(`${issuerOrigin}/idp/interaction/`))).toBe(true);
    expect(landing.url).toBe(`${shop.origin}/au-en/auth`);
    const ids = await browser.api('/api/User/set-session', { email: who.email });
    expect(data(ids).data.yanaCustomerNo).toMatch(/^AU\d{6}$/);
  });

  it('refuses a forged state, then signs out of both the shop and the provider', async () => {
    const browser = new TestBrowser(shop.origin);
    const page = await browser.go('/gmauth/sign-in');
    let hop = await browser.request(
      new URL(page.body.match(/action="([^"]+\/login)"/)?.[1] ?? '', page.url).href,
      {
        form: { email: who.email, password: who.password },
      },
    );
    while (hop.location && !hop.location.includes('/gmauth?')) hop = await browser.request(hop.location);
    const forged = new URL(hop.location ?? '');
    forged.searchParams.set('state', 'forged');
    const refused = await browser.request(forged.href);
    expect(refused.location).toBe(`${shop.origin}/`);
    expect(data(await browser.request('/api/User/get-session')).data.signedIn).toBe(false);

    // The provider's session is still there: single sign-on, no password asked.
    expect((await browser.go('/gmauth/sign-in')).url).toBe(`${shop.origin}/au-en/auth`);
    const out = await browser.api('/api/User/sign-out');
    const logoutUrl = data(out).data.logoutUrl as string;
    expect(logoutUrl.startsWith(`${issuerOrigin}/idp/session/end`)).toBe(true);
    const confirm = await browser.go(logoutUrl);
    expect((await browser.submit(confirm, { logout: 'yes' })).url).toBe(`${shop.origin}/au-en`);
    expect((await browser.go('/gmauth/sign-in')).body).toContain('autocomplete="current-password"');
  });
});

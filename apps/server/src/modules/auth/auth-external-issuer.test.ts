import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { type ServerProcess, startServerProcess } from '../../../test/support/server-process';
import { signInSuite } from '../../../test/support/sign-in-suite';
import { TestBrowser } from '../../../test/support/test-browser';
import { testMailboxToken } from '../../../test/support/test-env';

// The shop pointed at another OpenID provider through OIDC_ISSUER_URL: a second, separately started server
// process whose embedded provider accepts this shop as a client (IDP_CLIENT_ORIGINS).
const secret = 'external-issuer-test-secret';
const dataDir = mkdtempSync(join(tmpdir(), 'showroom-idp-'));
let provider: ServerProcess;
let shop: HttpApp;
let issuerOrigin: string;

beforeAll(async () => {
  const [shopPort, idpPort] = (await freePorts(2)) as [number, number];
  issuerOrigin = `http://127.0.0.1:${idpPort}`;
  provider = await startServerProcess(idpPort, {
    DATA_DIR: dataDir,
    OIDC_CLIENT_SECRET: secret,
    IDP_CLIENT_ORIGINS: `http://127.0.0.1:${shopPort}`,
    // Its sign-up emails stay in its dev mailbox, where the tests open their links.
    DEV_MAILBOX_TOKEN: testMailboxToken,
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

describe('sign-in through an external issuer (OIDC_ISSUER_URL)', () => {
  it("serves no provider of its own: every sign-in page is the other process's", async () => {
    const browser = new TestBrowser(shop.origin);
    const discovery = await browser.request('/idp/.well-known/openid-configuration');
    expect(discovery.status).not.toBe(200);
    expect(discovery.body).not.toContain('authorization_endpoint');
    const start = await browser.request('/gmauth/sign-in');
    expect(start.location?.startsWith(`${issuerOrigin}/idp/auth?`)).toBe(true);
  });
});

// The same security suite as the embedded provider's (auth.test.ts), with the shop pointed at the other process.
signInSuite({ shop: () => shop, issuer: () => `${issuerOrigin}/idp`, emailPrefix: 'Far' });

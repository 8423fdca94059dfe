import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/*
 * Audit 000 D10: the shop opened at http://127.0.0.1:4202 kept its location and configuration for that origin, and
 * signing in (on PUBLIC_ORIGIN, localhost) lost them. A page asked for on any other host of the machine is sent to
 * the same path on PUBLIC_ORIGIN before it loads, so nothing is kept for the wrong origin; calls under /api (health
 * checks and scrapes on an instance's own address among them) are answered where they arrive.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onHost = (host: string, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { host } });

describe('one canonical origin', () => {
  it('sends a page asked for on another host to the same path and query on PUBLIC_ORIGIN', async () => {
    const page = await onHost('127.0.0.1:3000', '/nz-en/checkout?utm_source=mail');
    expect(page.statusCode).toBe(307);
    expect(page.headers.location).toBe('http://localhost:3000/nz-en/checkout?utm_source=mail');
    const head = await onHost('127.0.0.1:3000', '/', 'HEAD');
    expect(head.statusCode).toBe(307);
    expect(head.headers.location).toBe('http://localhost:3000/');
    const signIn = await onHost('127.0.0.1:3000', '/gmauth/sign-in?returnUrl=%2Fau-en%2F');
    expect(signIn.headers.location).toBe('http://localhost:3000/gmauth/sign-in?returnUrl=%2Fau-en%2F');
  });

  it('leaves the canonical host alone, whatever the case of its name', async () => {
    expect((await onHost('localhost:3000', '/nz-en/checkout')).statusCode).not.toBe(307);
    expect((await onHost('LOCALHOST:3000', '/nz-en/')).statusCode).not.toBe(307);
  });

  it('answers calls under /api where they arrive: health and readiness on the instance address, and the API', async () => {
    expect((await onHost('10.0.0.12:3000', '/api/health')).statusCode).toBe(200);
    expect((await onHost('10.0.0.12:3000', '/api/ready')).statusCode).toBe(200);
    const call = await t.app.inject({
      method: 'POST',
      url: '/api/Vehicle/get-variants',
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', 'x-showroom-client': 'web' },
      payload: JSON.stringify({ Country: 'AU', State: 'NSW' }),
    });
    expect(call.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { readEnv } from '../../env';
import { fixedClock, offsetClock } from '../clock';

/*
 * The movable clock of test runs (TEST_CLOCK_TOKEN): only the operator's bearer token moves it, a shop without the
 * setting has no such route, and production refuses the setting without TEST_CLOCK_IN_PRODUCTION.
 */

const token = 'test-clock-token-0123456789';
const base = fixedClock('2026-11-26T00:00:00.000Z');
const clock = offsetClock(base);
let shop: HttpApp;
let plain: HttpApp;

const move = (app: HttpApp, body: unknown, bearer: string | null = token, path = '/__test/clock') =>
  fetch(`${app.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-showroom-client': 'web',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  shop = await startHttpApp({ testClock: clock, env: { TEST_CLOCK_TOKEN: token } });
  plain = await startHttpApp({ env: {} });
});
afterAll(async () => {
  await shop?.close();
  await plain?.close();
});

describe('the test clock', () => {
  it('moves to an instant and back with the operator token', async () => {
    const moved = await move(shop, { at: '2026-11-27T13:00:30.000Z' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: '2026-11-27T13:00:30.000Z', offsetMs: 133_230_000 });
    expect(clock.now().toISOString()).toBe('2026-11-27T13:00:30.000Z');
    const back = await move(shop, { offsetMs: 0 });
    expect(await back.json()).toEqual({ now: '2026-11-26T00:00:00.000Z', offsetMs: 0 });
  });

  it('answers 404 without the token or with another, and 400 naming a bad field', async () => {
    expect((await move(shop, { offsetMs: 5 }, null)).status).toBe(404);
    expect((await move(shop, { offsetMs: 5 }, 'another-token-0123456789')).status).toBe(404);
    expect(clock.offsetMs()).toBe(0);
    const bad = await move(shop, { at: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details[0]?.field).toBe('at');
  });

  it('is not served without TEST_CLOCK_TOKEN: the answer of any unknown address', async () => {
    const reply = await move(plain, { offsetMs: 5 });
    expect(reply.status).not.toBe(200);
    expect(reply.status).toBe((await move(plain, { offsetMs: 5 }, token, '/__test/nothing')).status);
  });

  it('is refused in production unless the run says it is a test', () => {
    expect(() => readEnv({ NODE_ENV: 'production', TEST_CLOCK_TOKEN: token })).toThrow(/TEST_CLOCK_TOKEN/);
    expect(
      readEnv({ NODE_ENV: 'production', TEST_CLOCK_TOKEN: token, TEST_CLOCK_IN_PRODUCTION: 'true' })
        .TEST_CLOCK_TOKEN,
    ).toBe(token);
    expect(readEnv({ NODE_ENV: 'development', TEST_CLOCK_TOKEN: token }).TEST_CLOCK_TOKEN).toBe(token);
  });
});

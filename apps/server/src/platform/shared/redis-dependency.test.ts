import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/http-app';
import { startRedis } from '../../../test/support/redis-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/*
 * Redis is a dependency once REDIS_URL names it (operations drill, issue 32 item 5): while it is gone the instance
 * is not ready and says why, the rate limits hold per instance (never open), the metrics show it, and all comes
 * back when Redis does. A private redis-server of this test's own, stopped and started again.
 */
const token = 'metrics-token-for-redis-tests-0123';
const prefix = `showroom-redis-dependency-${process.pid}:`;

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((p) => row.includes(p)),
    );
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('with REDIS_URL set', () => {
  let port: number;
  let redisServer: ChildProcess;
  let t: TestApp;
  const reserve = async () =>
    (await t.post('/api/Order/place-reservation', { order: { Country: 'AU' } })).statusCode;
  const scrape = async () => (await t.get('/metrics', { authorization: `Bearer ${token}` })).body;

  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedis(port);
    t = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: prefix,
        RESERVE_RATE_LIMIT_PER_MINUTE: '2',
        METRICS_TOKEN: token,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    redisServer?.kill('SIGKILL');
  });

  /** The rate-limit counters this shop keeps in the private Redis. */
  async function rateLimitKeys(): Promise<string[]> {
    const check = new Redis(`redis://127.0.0.1:${port}`);
    try {
      return await check.keys(`${prefix}rate-limit:*`);
    } finally {
      check.disconnect();
    }
  }

  it('is ready while Redis answers, and counts the limits there', async () => {
    const ready = await t.get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.sharedState).toBe('redis');
    expect(await reserve()).toBe(400);
    expect(await rateLimitKeys()).toHaveLength(1);
    const metrics = await scrape();
    expect(sample(metrics, 'showroom_redis_up')).toBe(1);
    expect(sample(metrics, 'showroom_rate_limit_fallbacks_total')).toBe(0);
  });

  it('without Redis: 503 naming Redis, the limit still stops a client (per instance), and the metrics say so', async () => {
    redisServer.kill('SIGTERM');
    await once(redisServer, 'exit');
    await until(async () => (await t.get('/api/ready')).statusCode === 503, 'not ready');
    const ready = (await t.get('/api/ready')).json();
    expect(ready).toMatchObject({
      errorCode: 'NotReady',
      details: [{ field: 'redis', message: expect.stringMatching(/^Redis \(REDIS_URL\) does not answer/) }],
    });

    // The per-instance count starts afresh: two let through, then refused, never all let through.
    expect([await reserve(), await reserve(), await reserve(), await reserve()]).toEqual([
      400, 400, 429, 429,
    ]);
    const metrics = await scrape();
    expect(sample(metrics, 'showroom_redis_up')).toBe(0);
    expect(sample(metrics, 'showroom_rate_limit_fallbacks_total')).toBe(4);
    const route = { method: 'POST', route: '/api/Order/place-reservation' };
    expect(sample(metrics, 'showroom_http_request_duration_seconds_count', { ...route, status: '429' })).toBe(
      2,
    );
    expect(sample(metrics, 'showroom_http_request_duration_seconds_count', { ...route, status: '4xx' })).toBe(
      3,
    );
  });

  it('when Redis is back: ready again, and the limits are shared again', async () => {
    redisServer = await startRedis(port);
    await until(async () => (await t.get('/api/ready')).statusCode === 200, 'ready again');
    expect(await reserve()).toBe(400);
    expect(await rateLimitKeys()).toHaveLength(1);
    const metrics = await scrape();
    expect(sample(metrics, 'showroom_redis_up')).toBe(1);
    expect(sample(metrics, 'showroom_rate_limit_fallbacks_total')).toBe(4);
  });
});

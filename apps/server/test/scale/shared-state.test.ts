import { afterAll, describe, expect, it } from 'vitest';
import type { DeliveryFigures } from '../../src/modules/location/centre-choice';
import { deliveryQuoter } from '../../src/modules/pricing/delivery-quote';
import { connectRedis, redisReady } from '../../src/platform/shared/redis';
import { redisCache } from '../../src/platform/shared/shared-cache';
import { freePort } from '../support/http-app';
import { createTestApp } from '../support/test-app';

/*
 * What the instances share through Redis (REDIS_URL, default redis://127.0.0.1:6379): the delivery quotes and the
 * rate-limit counters, and what happens when Redis is gone (limits count per instance, the cache misses).
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `showroom-shared-test-${process.pid}-${Date.now()}:`;
const quiet = { info: () => {}, warn: () => {} };
const figures: DeliveryFigures = {
  deliveryAvailable: true,
  distance: 120,
  deliveryPrice: 55_000,
  deliveryPriceErrorCode: 0,
};
const place = { country: 'AU' as const, state: 'NSW', postcode: '2830', suburb: 'Dubbo' };

function countingLocation() {
  let calls = 0;
  return {
    calls: () => calls,
    location: {
      verifiedDelivery: async () => {
        calls += 1;
        return { figures, place: undefined };
      },
    },
  };
}

const redis = connectRedis(redisUrl, quiet);
afterAll(() => redis.disconnect());

describe('shared through Redis', () => {
  it('a delivery quote one instance paid for is reused by another', async () => {
    expect(await redisReady(redis, 5_000)).toBe(true);
    const a = countingLocation();
    const b = countingLocation();
    const cacheName = `${prefix}cache:delivery-quote:`;
    expect(await deliveryQuoter(a.location, redisCache(redis, cacheName))(place)).toEqual(figures);
    expect(await deliveryQuoter(b.location, redisCache(redis, cacheName))(place)).toEqual(figures);
    expect([a.calls(), b.calls()]).toEqual([1, 0]);
    expect(await redis.pttl(`${cacheName}AU|NSW|2830|dubbo`)).toBeGreaterThan(9 * 60_000);
  });

  it('the reservation limit counts one client across two instances', async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${prefix}limits:`,
      RESERVE_RATE_LIMIT_PER_MINUTE: '3',
    };
    const [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const statuses: number[] = [];
      for (const app of [one, two, one, two, one]) {
        statuses.push(
          (await app.post('/api/Order/place-reservation', { order: { Country: 'AU' } })).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      expect((await one.get('/api/ready')).json().data.sharedState).toBe('redis');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('when Redis is unreachable', () => {
  it('quotes still come (from the provider each time), requests do not fail, and the limits hold per instance', async () => {
    const dead = `redis://127.0.0.1:${await freePort()}`;
    const gone = connectRedis(dead, quiet);
    try {
      const counting = countingLocation();
      const quote = deliveryQuoter(counting.location, redisCache(gone, prefix));
      expect(await quote(place)).toEqual(figures);
      expect(await quote(place)).toEqual(figures);
      expect(counting.calls()).toBe(2);
    } finally {
      gone.disconnect();
    }
    const t = await createTestApp({ env: { REDIS_URL: dead, RESERVE_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        statuses.push(
          (await t.post('/api/Order/place-reservation', { order: { Country: 'AU' } })).statusCode,
        );
      }
      expect(statuses).toEqual([400, 429, 429]);
      expect((await t.post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, threeInStock } from '../../../test/support/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { loggerOptions, pathForLog } from './logger';

describe('pathForLog', () => {
  it('drops the query and masks segments that identify someone or grant access', () => {
    expect(pathForLog('/api/Vehicle/get-variants?Country=AU')).toBe('/api/Vehicle/get-variants');
    expect(pathForLog('/links/Zm9vYmFyYmF6cXV4cXV1eA?maintenance=abc')).toBe('/links/:id');
    expect(pathForLog('/idp/reset/abcdefghijklmnopqrstuvwxyz012345')).toBe('/idp/reset/:id');
    expect(
      pathForLog('/au-en/order-success/0b9e0c1e-6f53-4a3e-9f0e-2f8b7d1c2a11/AU000001/x/SR-1000/y/AU'),
    ).toBe('/au-en/order-success/:id/:id/x/SR-1000/y/AU');
    expect(pathForLog('/profile/jo%40example.com')).toBe('/profile/:id');
    expect(pathForLog('/call/0412345678')).toBe('/call/:id');
    expect(pathForLog('/media/vehicle/luxury/side.svg')).toBe('/media/vehicle/luxury/side.svg');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({
      logger: { ...(loggerOptions({ LOG_LEVEL: 'info' }) as object), stream } as never,
    });
  });
  afterAll(() => t.close());

  it('is JSON with the request id on each line of a request, and no email, phone number or query', async () => {
    const reservation = await t.post('/api/Order/place-reservation', {
      order: { ...buyer, ...threeInStock, Email: 'private.person@example.com', Mobile: '0498765432' },
    });
    expect(reservation.statusCode).toBe(200);
    const refused = await t.post('/api/Order/place-reservation', {
      order: { ...buyer, Email: 'not-an-email', Mobile: '0498 765 432', VariantID: 7 },
    });
    expect(refused.statusCode).toBe(400);
    const lookup = await t.get('/links/c2hhcmVkLWxpbmsta2V5LTAxMjM0NTY3?email=private.person%40example.com');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const id of [reservation, refused, lookup].map((res) => res.headers['x-request-id'])) {
      const ofRequest = entries.filter((entry) => entry.requestId === id);
      expect(ofRequest.map((entry) => entry.msg)).toEqual(['request']);
      expect(ofRequest[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    // The call is named as routed, never masked (operations drill: `/api/Order/:id` hid which call it was).
    expect(entries.find((entry) => entry.requestId === reservation.headers['x-request-id'])).toMatchObject({
      method: 'POST',
      path: '/api/Order/place-reservation',
      statusCode: 200,
    });
    expect(entries.find((entry) => entry.requestId === lookup.headers['x-request-id'])).toMatchObject({
      method: 'GET',
      path: '/links/:id',
      statusCode: lookup.statusCode,
    });
    const text = lines.join('\n');
    expect(text).not.toMatch(/@example\.com|private\.person|0498\s?765\s?432|not-an-email|remoteAddress/);
  });
});

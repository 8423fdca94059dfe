import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testOrigin } from '../../test/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The drawn location dialog submitted by the browser: a same-origin HTML form. */
function submit(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/location',
    headers: {
      host: new URL(testOrigin).host,
      'content-type': 'application/x-www-form-urlencoded',
      origin: testOrigin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const locationCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'showroom-location');

describe('POST /location, the location dialog as an HTML form', () => {
  it('keeps Australia and New South Wales in the cookie and sends the visitor to that page', async () => {
    const res = await submit({ country: 'AU', state: 'NSW', return: '/au-en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/au-en');
    expect(locationCookie(res)).toMatchObject({
      value: 'AU-NSW',
      path: '/',
      maxAge: 31_536_000,
      sameSite: 'Lax',
    });
    // A preference the app's own script writes too.
    expect(locationCookie(res)?.httpOnly).toBeUndefined();
  });

  it("goes to the chosen country's market: New Zealand chosen on the Australian landing or inventory", async () => {
    const landing = await submit({ country: 'NZ', state: '', return: '/au-en' });
    expect(landing.headers.location).toBe('/nz-en');
    expect(locationCookie(landing)?.value).toBe('NZ');
    const inventory = await submit({ country: 'NZ', return: '/au-en/inventory' });
    expect(inventory.headers.location).toBe('/nz-en/inventory');
    const slash = await submit({ country: 'AU', state: 'QLD', return: '/nz-en/' });
    expect(slash.headers.location).toBe('/au-en/');
  });

  it('sends Australia without a state back to the page with only the country held', async () => {
    const res = await submit({ country: 'AU', state: '', return: '/au-en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/au-en');
    expect(locationCookie(res)?.value).toBe('AU');
  });

  it('sends a submit with no country back to the page, holding nothing', async () => {
    const res = await submit({ country: '', state: '', return: '/nz-en/inventory' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/nz-en/inventory');
    expect(locationCookie(res)).toBeUndefined();
  });

  it('refuses values no list offers with 400 naming the field', async () => {
    for (const [fields, field] of [
      [{ country: 'US', state: '' }, 'country'],
      [{ country: 'AU', state: 'XYZ' }, 'state'],
      [{ state: 'NSW' }, 'country'],
      [{ country: 'AU', state: 'NSW', return: `/${'a'.repeat(400)}` }, 'return'],
    ] as const) {
      const res = await submit(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().details[0].field, JSON.stringify(fields)).toBe(field);
      expect(locationCookie(res)).toBeUndefined();
    }
  });

  it('refuses a post from another site (403) and keeps nothing', async () => {
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
    ]) {
      const res = await submit({ country: 'NZ' }, headers);
      expect(res.statusCode).toBe(403);
      expect(locationCookie(res)).toBeUndefined();
    }
  });

  it('never sends the visitor off the shop, whatever the return path says', async () => {
    for (const path of [
      '//evil.example/au-en',
      'https://evil.example/au-en',
      '/\\evil.example',
      '/au-en/../../evil',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      const res = await submit({ country: 'AU', state: 'VIC', return: path });
      expect(res.statusCode, path).toBe(303);
      expect(res.headers.location, path).toBe('/au-en');
    }
  });

  it('is in the API documentation, as a form post answered 303', async () => {
    const res = await t.get('/api/docs/json');
    const post = res.json().paths['/location'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(post.responses)).toEqual(['303']);
  });
});

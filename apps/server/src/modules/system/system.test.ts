import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { testDatabaseKind } from '../../../test/support/test-db';
import { maintenanceSetting } from './maintenance-setting';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database and the Node.js release it runs on', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        ok: true,
        database: testDatabaseKind,
        version: expect.any(String),
        node: process.versions.node,
      },
    });
    const [major = 0, minor = 0] = res.json().data.node.split('.').map(Number);
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });

  it('answers maintenance off with a tester code', async () => {
    const res = await t.get('/api/User/is-show-maintenance');
    expect(res.json().data).toEqual({
      isShow: false,
      maintenanceCode: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it("answers maintenance on once the operator's switch sets it, with the same tester code, and off again", async () => {
    const before = (await t.get('/api/User/is-show-maintenance')).json().data;
    const repository = maintenanceSetting(t.database.db);
    expect(await repository.setMaintenance(true)).toEqual({ ...before, isShow: true });
    expect((await t.get('/api/User/is-show-maintenance')).json().data).toEqual({ ...before, isShow: true });
    await repository.setMaintenance(false);
    expect((await t.get('/api/User/is-show-maintenance')).json().data).toEqual(before);
  });

  it('answers an unknown API path with the 404 envelope and a request id', async () => {
    const res = await t.get('/api/Vehicle/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: false,
      errorCode: 'NotFound',
      requestId: res.headers['x-request-id'],
    });
  });

  it('sends security headers', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // No third-party host at all while the sandbox takes the cards.
    expect(res.headers['content-security-policy']).not.toMatch(/https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('cross-site request protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a state-changing call without the client header', async () => {
    const res = await t.post('/api/CountryState/get-country-and-state', {}, { 'x-showroom-client': '' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, errorCode: 'Forbidden' });
  });

  it('refuses another origin and a cross-site fetch', async () => {
    expect(
      (await t.post('/api/CountryState/get-country-and-state', {}, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.post('/api/CountryState/get-country-and-state', {}, { 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(403);
  });

  it('checks every spelling of the API path: /API/, /Api/ and /%61pi/ (issue 15.5)', async () => {
    for (const prefix of ['/API/', '/Api/', '/%61pi/', '/%41PI/', '//api/']) {
      const url = `${prefix}CountryState/get-country-and-state`;
      const withoutHeader = await t.post(url, {}, { 'x-showroom-client': '' });
      expect(withoutHeader.statusCode, url).toBe(403);
      const crossSite = await t.post(url, {}, { origin: 'https://evil.example' });
      expect(crossSite.statusCode, url).toBe(403);
    }
  });

  it('treats an Origin equal to the Host the request was sent to as same-origin (issue 14.1)', async () => {
    const ownHost = await t.post(
      '/api/CountryState/get-country-and-state',
      {},
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    );
    expect(ownHost.statusCode).toBe(200);
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'https://127.0.0.1:3000']) {
      const other = await t.post(
        '/api/CountryState/get-country-and-state',
        {},
        { host: '127.0.0.1:3000', origin },
      );
      expect(other.statusCode, origin).toBe(403);
    }
  });

  it('refuses bodies that are not JSON (a cross-site form) on a real POST route with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Vehicle/get-variants',
        headers: { 'content-type': contentType, 'x-showroom-client': 'web' },
        payload: 'Country=AU',
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'UnsupportedMediaType' });
    }
  });
});

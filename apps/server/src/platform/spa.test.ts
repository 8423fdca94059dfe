import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const script = `console.log(${JSON.stringify('showroom '.repeat(200))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'showroom-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Showroom</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/app-1234.js'), script);
  writeFileSync(join(dist, 'assets/app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1234.js.gz'), gzipSync(script));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await t.get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.get('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers any page a browser asks for with index.html, never cached (history fallback)', async () => {
    const res = await t.get('/au-en/inventory?variant=Sport', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers the app to any GET of an app route, whatever Accept says (curl, crawlers)', async () => {
    for (const [path, accept] of [
      ['/', '*/*'],
      ['/au-en', '*/*'],
      ['/nz-en/configure?variant=Sport', 'application/json'],
      ['/au-en/privacy', ''],
    ] as const) {
      const res = await t.get(path, accept ? { accept } : {});
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root">');
    }
  });

  it('answers a missing file with 404 and an unknown API path with the JSON envelope', async () => {
    const file = await t.get('/assets/missing.js', { accept: '*/*' });
    expect(file.statusCode).toBe(404);
    expect((await t.get('/favicon-missing.png', { accept: 'text/html' })).statusCode).toBe(404);
    const api = await t.get('/api/nothing-here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false });
  });
});

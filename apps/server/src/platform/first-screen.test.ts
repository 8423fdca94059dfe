import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const index =
  '<!doctype html><html><head><title>Showroom</title></head><body><div id="root"></div></body></html>';
const drawn =
  '<!doctype html><html><head><title>Showroom</title><style>.dialog{}</style></head><body>' +
  '<div id="root"><h1>LYRIQ</h1></div><div id="first-screen-dialog"><div role="dialog">SELECT YOUR COUNTRY</div></div>' +
  '</body></html>';
const drawnInventory = drawn
  .replace('<h1>LYRIQ</h1>', '<header>menu</header>')
  .replace('COUNTRY', 'LOCATION');
const drawnAustralia = drawn.replace('SELECT YOUR COUNTRY', 'SELECT YOUR LOCATION: Australia');
const drawnRoot = drawn.replace('<h1>LYRIQ</h1>', '<p>Loading</p>');
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'showroom-first-screen-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(
    join(dist, 'first-screen.json'),
    JSON.stringify({
      '/au-en': { '': drawn, AU: drawnAustralia },
      '/nz-en/inventory': { '': drawnInventory },
      '/': { '': drawnRoot },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the first screen in the HTML', () => {
  it('sends the landing with its first screen drawn in to a visitor without a location', async () => {
    for (const path of ['/au-en', '/au-en/']) {
      const res = await t.get(path, { accept: 'text/html', 'accept-encoding': 'identity' });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body, path).toBe(drawn);
    }
  });

  it('sends it compressed to a browser that accepts brotli', async () => {
    const res = await t.get('/au-en', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('cookie');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(drawn);
  });

  it('draws the inventory of the other market with the dialog asking for a location there', async () => {
    const res = await t.get('/nz-en/inventory', {
      'accept-encoding': 'identity',
      cookie: 'showroom-location=AU-NSW',
    });
    expect(res.body).toBe(drawnInventory);
  });

  it('sends the plain page to a visitor who holds a location in the market (no dialog will open)', async () => {
    for (const cookie of ['showroom-location=AU-NSW', 'theme=dark; showroom-location=AU-VIC']) {
      const res = await t.get('/au-en', { 'accept-encoding': 'identity', cookie });
      expect(res.body, cookie).toBe(index);
    }
    const nz = await t.get('/nz-en/inventory', {
      'accept-encoding': 'identity',
      cookie: 'showroom-location=NZ',
    });
    expect(nz.body).toBe(index);
  });

  it('still draws it when the held location is for the other market', async () => {
    const res = await t.get('/au-en', { 'accept-encoding': 'identity', cookie: 'showroom-location=NZ' });
    expect(res.body).toBe(drawn);
  });

  it("draws the dialog with the market's country chosen when the cookie holds only that country", async () => {
    for (const cookie of ['showroom-location=AU', 'showroom-location=AU-XX']) {
      const res = await t.get('/au-en', { 'accept-encoding': 'identity', cookie });
      expect(res.body, cookie).toBe(drawnAustralia);
    }
  });

  it('draws the bare root (the market picker) for a visitor without a complete location, not for one with it', async () => {
    for (const cookie of ['', 'showroom-location=AU', 'showroom-location=AU-XX']) {
      const res = await t.get('/', { 'accept-encoding': 'identity', cookie });
      expect(res.body, cookie).toBe(drawnRoot);
    }
    for (const cookie of ['showroom-location=AU-QLD', 'showroom-location=NZ']) {
      const res = await t.get('/', { 'accept-encoding': 'identity', cookie });
      expect(res.body, cookie).toBe(index);
    }
  });

  it('sends the plain page for an address with a query, and for pages it has no first screen for', async () => {
    for (const path of ['/au-en?redirectPage=abc', '/?selectedCountry=AU', '/au-en/checkout', '/nz-en']) {
      const res = await t.get(path, { 'accept-encoding': 'identity' });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(index);
    }
  });
});

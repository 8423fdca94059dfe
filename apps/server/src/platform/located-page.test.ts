import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { cents, formatMoney } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** The web app's own build: its render for Node is what this test is about. */
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
let t: TestApp;
const nsw = { cookie: 'showroom-location=AU-NSW', 'accept-encoding': 'identity' };

beforeAll(async () => {
  if (!existsSync(join(webDist, '../dist-ssr/render.js'))) {
    throw new Error('This test renders with the web build (apps/web/dist-ssr): run `npm run build` first.');
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  // The first render after start is the slow one (the code warms up): under a loaded CI it may go over the budget.
  await t.get('/au-en', nsw);
});

afterAll(async () => {
  await t.close();
});

describe('the landing of a located visitor, rendered by the server', () => {
  it("has the state's starting drive-away price in its HTML, the figure the API answers", async () => {
    const landing = await t.post('/api/Vehicle/get-landing-page', {
      Country: 'AU',
      State: 'NSW',
      Model: 'LYRIQ',
    });
    const price = formatMoney(cents(landing.json().data.driveawayCost));
    const res = await t.get('/au-en', nsw);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(res.body).toContain(`Starting from <strong>${price}</strong> drive-away`);
    // Inert until the app takes over, so no press is lost.
    expect(res.body).toContain('<div id="root" inert>');
    expect(res.body).not.toContain('id="first-screen-dialog"');
  });

  it('sends the data it rendered with, for the app to start from', async () => {
    const res = await t.get('/au-en', nsw);
    const block = res.body.match(
      /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/,
    )?.[1];
    const { queries } = JSON.parse(block ?? '{}') as { queries: { queryKey: unknown[] }[] };
    expect(queries.map((query) => query.queryKey[0])).toContain('landing');
    // Nothing of the visitor's own: the render's calls carry no cookie.
    expect(queries.map((query) => query.queryKey[0])).not.toContain('account');
  });

  it('sends it compressed, and renders New Zealand too', async () => {
    const res = await t.get('/nz-en/', { cookie: 'showroom-location=NZ', 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('first-screen-data');
  });
});

describe('when the render cannot be had', () => {
  let dir: string;
  let broken: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'showroom-located-'));
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-ssr'));
    writeFileSync(
      join(dir, 'dist/index.html'),
      '<!doctype html><title>Showroom</title><div id="root"></div>',
    );
    writeFileSync(
      join(dir, 'dist-ssr/render.js'),
      'export function sendCallsBy() {}\nexport async function renderLocatedPage() { throw new Error("broken"); }\n',
    );
    broken = await createTestApp({ env: { WEB_DIST_DIR: join(dir, 'dist') } });
  });

  afterAll(async () => {
    await broken.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the plain page, never an error', async () => {
    const res = await broken.get('/au-en', nsw);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>Showroom</title><div id="root"></div>');
  });
});

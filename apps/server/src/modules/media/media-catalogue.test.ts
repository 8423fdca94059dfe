import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { exteriors, interiors, variants, vehicleOptions } from '../../db/schema';

/** Every picture the catalogue points at must be served by the media routes (no broken image in the shop). */
describe('catalogue pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every picture URL of the seeded catalogue as SVG', async () => {
    const db = t.database.db;
    const urls = new Set<string>();
    for (const row of await db.select().from(variants))
      [row.picture, row.pictureMobile].forEach((u) => {
        urls.add(u);
      });
    for (const row of await db.select().from(exteriors))
      [...row.pictures, row.pictureMobile, row.filterImage].forEach((u) => {
        urls.add(u);
      });
    for (const row of await db.select().from(interiors))
      [...row.pictures, row.pictureMobile, row.filterImage].forEach((u) => {
        urls.add(u);
      });
    for (const row of await db.select().from(vehicleOptions))
      [...row.pictures, row.pictureMobile].forEach((u) => {
        urls.add(u);
      });
    expect(urls.size).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const url of urls) {
      const res = await t.get(url);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('image/svg+xml'))
        failures.push(`${res.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
  });
});

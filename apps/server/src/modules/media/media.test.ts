import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const vehicle = '/media/vehicle/luxury/front34.svg?color=1f3f8f&finish=metallic';

describe('media: drawn pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [vehicle, '#1f3f8f'],
    ['/media/vehicle/sport/rear.svg?color=111111&finish=tintcoat', '#111111'],
    ['/media/interior/seats.svg?seat=e8dcc8&accent=7a1f2b&material=nappa', '#7a1f2b'],
    ['/media/swatch/paint.svg?color=9b111e&finish=tricoat', '#9b111e'],
    ['/media/swatch/trim.svg?seat=151515&accent=b08d57&material=inteluxe', '#b08d57'],
    ['/media/option/home-charger.svg', 'charger'],
  ])('serves %s as a cacheable SVG', async (url, expected) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body.endsWith('</svg>')).toBe(true);
    expect(res.body).toContain(expected);
  });

  it('is safe under the content security policy: nothing runs, nothing loads', async () => {
    const res = await t.get(vehicle);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toMatch(/<script|<foreignObject|<style|<image|\son\w+=|href="(?!#)|url\((?!#)/i);
    expect(res.body.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
  });

  it('answers a repeated request with 304 when the ETag matches, and 200 when it does not', async () => {
    const first = await t.get(vehicle);
    const etag = String(first.headers.etag);
    const again = await t.get(vehicle, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.get(vehicle, { 'if-none-match': `W/"old", ${etag}` })).statusCode).toBe(304);
    const stale = await t.get(vehicle, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('matches path and choice values without regard to case, like the rest of the router', async () => {
    const res = await t.get('/media/vehicle/Sport/FRONT34.svg?color=1F3F8F&finish=Metallic');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('LYRIQ Sport in #1f3f8f metallic paint');
  });

  it('gives each colour, finish and view its own picture and ETag', async () => {
    const urls = [
      vehicle,
      '/media/vehicle/luxury/front34.svg?color=1f3f8e&finish=metallic',
      '/media/vehicle/luxury/front34.svg?color=1f3f8f&finish=solid',
      '/media/vehicle/luxury/side.svg?color=1f3f8f&finish=metallic',
      '/media/vehicle/sport/front34.svg?color=1f3f8f&finish=metallic',
    ];
    const etags = await Promise.all(urls.map(async (url) => (await t.get(url)).headers.etag));
    expect(new Set(etags).size).toBe(urls.length);
  });

  it.each([
    ['a colour that is not hex', '/media/vehicle/luxury/side.svg?color=red&finish=solid', 'color'],
    ['a short colour', '/media/vehicle/luxury/side.svg?color=fff&finish=solid', 'color'],
    ['a colour with #', '/media/vehicle/luxury/side.svg?color=%23ffffff&finish=solid', 'color'],
    ['a missing colour', '/media/vehicle/luxury/side.svg?finish=solid', 'color'],
    ['an unknown finish', '/media/vehicle/luxury/side.svg?color=ffffff&finish=matte', 'finish'],
    ['an unknown view', '/media/vehicle/luxury/top.svg?color=ffffff&finish=solid', 'view'],
    ['an unknown variant', '/media/vehicle/base/side.svg?color=ffffff&finish=solid', 'variant'],
    ['an unknown interior view', '/media/interior/boot.svg?seat=ffffff&accent=000000&material=nappa', 'view'],
    ['an unknown material', '/media/swatch/trim.svg?seat=ffffff&accent=000000&material=vinyl', 'material'],
    ['a bad accent', '/media/swatch/trim.svg?seat=ffffff&accent=000&material=nappa', 'accent'],
    ['an unknown option', '/media/option/sunroof.svg', 'slug'],
  ])('answers %s with a 400 envelope naming the field', async (_, url, field) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: false, errorCode: 'InvalidInput' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: vehicle, headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('keeps the pictures out of the API documentation', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths).filter((path) => path.startsWith('/media'))).toEqual([]);
  });
});

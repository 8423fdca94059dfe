import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

describe('valuation widget: the embedded default of the instant valuation dialog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the widget page, which only this shop may frame and which runs no inline script', async () => {
    const res = await t.get('/valuation/widget');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.body).toContain('<script src="/valuation/widget.js"></script>');
    expect(res.body).not.toMatch(/<script>(?!<)/);
    expect(res.body).toMatch(/<html lang="en-AU">/);
    // Every field has its label.
    expect(res.body.match(/<label>/g)?.length).toBe(5);
  });

  it('serves the script that speaks the protocol: READY and iframeHeight out, load-widget in, own origin only', async () => {
    const res = await t.get('/valuation/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain("send({ type: 'READY' })");
    expect(res.body).toContain("type: 'iframeHeight'");
    expect(res.body).toContain("data.type !== 'load-widget'");
    expect(res.body).toContain('event.origin !== origin || event.source !== window.parent');
    expect(res.body).not.toContain("postMessage(message, '*')");
  });
});

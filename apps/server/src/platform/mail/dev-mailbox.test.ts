import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostile, sampleData, written } from '../../../test/support/mail-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outbox } from '../../db/schema';
import { enqueueEmail } from './enqueue-email';

describe('dev mailbox (GET /__dev/mailbox)', () => {
  let t: TestApp;
  let older: string;
  let newer: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: 'Cadillac LYRIQ <no-reply@shop.example>' } });
    older = await written(
      enqueueEmail(t.database.db, {
        to: 'alex@example.com',
        template: 'password-reset',
        data: sampleData['password-reset'],
      }),
    );
    newer = await written(
      enqueueEmail(t.database.db, {
        to: 'sam@example.com',
        template: 'order-confirmation',
        data: { ...sampleData['order-confirmation'], orderNumber: hostile, firstName: hostile },
      }),
    );
    await t.database.db
      .update(outbox)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(outbox.id, older));
    await t.database.db
      .update(outbox)
      .set({ createdAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(outbox.id, newer));
  });
  afterAll(() => t.close());

  it('lists every message newest first, escaped, with a strict policy and no caching', async () => {
    const res = await t.get('/__dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|<img/);
    expect(res.body).toContain('Your LYRIQ order &quot;&gt;&lt;script&gt;');
    expect(res.body).toContain('Cadillac LYRIQ &lt;no-reply@shop.example&gt;');
    expect(res.body.indexOf(`/__dev/mailbox/${newer}`)).toBeGreaterThan(0);
    expect(res.body.indexOf(`/__dev/mailbox/${newer}`)).toBeLessThan(
      res.body.indexOf(`/__dev/mailbox/${older}`),
    );
    expect(res.body).toContain('pending');
  });

  it('shows one message with its envelope, its HTML in a sandboxed frame and its text', async () => {
    const res = await t.get(`/__dev/mailbox/${older}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Reset your password</h1>');
    expect(res.body).toContain('alex@example.com');
    expect(res.body).toMatch(
      new RegExp(`<iframe [^>]*sandbox="[^"]*"[^>]*src="/__dev/mailbox/${older}/html"`),
    );
    expect(res.body).toContain('Reset password:\nhttps://shop.example/auth/reset?token=abc');

    const hostileView = await t.get(`/__dev/mailbox/${newer}`);
    expect(hostileView.body).not.toMatch(/<script|<img/);
  });

  it('serves the HTML part exactly as stored, sandboxed by its own policy, and the text part as text', async () => {
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, older));
    const htmlPart = await t.get(`/__dev/mailbox/${older}/html`);
    expect(htmlPart.statusCode).toBe(200);
    expect(htmlPart.body).toBe(row?.html);
    expect(htmlPart.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline';.*sandbox/,
    );
    const textPart = await t.get(`/__dev/mailbox/${older}/text`);
    expect(textPart.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textPart.body).toBe(row?.text);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    for (const path of [
      '/__dev/mailbox/00000000-0000-4000-8000-000000000000',
      '/__dev/mailbox/not-a-uuid',
      "/__dev/mailbox/1'%20or%20'1'='1/html",
      '/__dev/mailbox/00000000-0000-4000-8000-000000000000/text',
    ]) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('dev mailbox switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_MAILBOX: 'false' } });
    await enqueueEmail(t.database.db, {
      to: 'alex@example.com',
      template: 'password-reset',
      data: sampleData['password-reset'],
    });
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    const res = await t.get('/__dev/mailbox', { accept: 'text/html' });
    expect([404, 503]).toContain(res.statusCode);
    expect(res.body).not.toContain('Dev mailbox');
    expect(res.body).not.toContain('alex@example.com');
  });
});

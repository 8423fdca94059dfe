import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostile, sampleData, written } from '../../../test/support/mail-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outbox } from '../../db/schema';
import { enqueueEmail } from './enqueue-email';

const token = 'operator-token-0123456789';

describe('dev mailbox (GET /__dev/mailbox)', () => {
  let t: TestApp;
  let older: string;
  let newer: string;
  /** What the operator's browser sends once it has opened the link printed at start-up. */
  const operator = (url: string) => t.get(url, { cookie: `dev_mailbox=${token}` });
  beforeAll(async () => {
    t = await createTestApp({
      env: { MAIL_FROM: 'Cadillac LYRIQ <no-reply@shop.example>', DEV_MAILBOX_TOKEN: token },
    });
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

  it('answers nobody but the operator: no token, a wrong one, or another machine get 404 (issue 15.1)', async () => {
    for (const url of ['/__dev/mailbox', `/__dev/mailbox/${older}`, `/__dev/mailbox/${older}/text`]) {
      const anonymous = await t.get(url);
      expect(anonymous.statusCode, url).toBe(404);
      expect(anonymous.body).not.toContain('reset');
      expect((await t.get(url, { cookie: 'dev_mailbox=guessed-token-0123456789' })).statusCode).toBe(404);
      expect((await t.get(`${url}?token=guessed-token-0123456789`)).statusCode).toBe(404);
      const remote = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '192.0.2.7',
        headers: { cookie: `dev_mailbox=${token}` },
      });
      expect(remote.statusCode, url).toBe(404);
    }
  });

  it('lets the operator in with the start-up link, then by an HttpOnly same-site cookie', async () => {
    const first = await t.get(`/__dev/mailbox?token=${token}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/__dev/mailbox');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toContain(`dev_mailbox=${token}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toContain('Path=/__dev/mailbox');
    expect((await operator(`/__dev/mailbox/${older}`)).body).toContain('Reset your password');
  });

  it('lists every message newest first, escaped, with a strict policy and no caching', async () => {
    const res = await operator('/__dev/mailbox');
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
    const res = await operator(`/__dev/mailbox/${older}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Reset your password</h1>');
    expect(res.body).toContain('alex@example.com');
    expect(res.body).toMatch(
      new RegExp(`<iframe [^>]*sandbox="[^"]*"[^>]*src="/__dev/mailbox/${older}/html"`),
    );
    expect(res.body).toContain('Reset password:\nhttps://shop.example/auth/reset?token=abc');

    const hostileView = await operator(`/__dev/mailbox/${newer}`);
    expect(hostileView.body).not.toMatch(/<script|<img/);
  });

  it('serves the HTML part exactly as stored, sandboxed by its own policy, and the text part as text', async () => {
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, older));
    const htmlPart = await operator(`/__dev/mailbox/${older}/html`);
    expect(htmlPart.statusCode).toBe(200);
    expect(htmlPart.body).toBe(row?.html);
    expect(htmlPart.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline';.*sandbox/,
    );
    const textPart = await operator(`/__dev/mailbox/${older}/text`);
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
      const res = await operator(path);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('offers a message’s attachments for download, never rendered', async () => {
    const { id } = await enqueueEmail(t.database.db, {
      to: 'kim@example.com',
      template: 'test-drive-confirmation',
      data: sampleData['test-drive-confirmation'],
      attachments: [
        {
          filename: 'test-drive.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: 'BEGIN:VCALENDAR',
        },
      ],
    });
    const page = await operator(`/__dev/mailbox/${id}`);
    expect(page.body).toContain(`href="/__dev/mailbox/${id}/attachments/0"`);
    const file = await operator(`/__dev/mailbox/${id}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="test-drive.ics"');
    expect(file.body).toBe('BEGIN:VCALENDAR');
    expect((await operator(`/__dev/mailbox/${id}/attachments/1`)).statusCode).toBe(404);
    expect((await operator(`/__dev/mailbox/${id}/attachments/x`)).statusCode).toBe(404);
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

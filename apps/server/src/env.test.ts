import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('mail settings', () => {
  it('defaults to the embedded mailbox, shown in development and in the local production shop', () => {
    const dev = readEnv({});
    expect(dev.SMTP_URL).toBeUndefined();
    expect(dev.MAIL_FROM).toBe('Cadillac LYRIQ <no-reply@localhost>');
    expect(dev.DEV_MAILBOX).toBe(true);
    // `npm start`: production mode on this machine, no SMTP: the mailbox is the only place mail goes.
    expect(readEnv({ NODE_ENV: 'production' }).DEV_MAILBOX).toBe(true);
  });

  it('hides the mailbox in production when mail really goes out or the shop is public', () => {
    expect(readEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example:587' }).DEV_MAILBOX).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' }).DEV_MAILBOX).toBe(
      false,
    );
    expect(
      readEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', DEV_MAILBOX: 'true' })
        .DEV_MAILBOX,
    ).toBe(true);
    expect(readEnv({ DEV_MAILBOX: 'false' }).DEV_MAILBOX).toBe(false);
  });

  it('takes the sender from MAIL_FROM and its default domain from PUBLIC_ORIGIN', () => {
    expect(readEnv({ PUBLIC_ORIGIN: 'https://shop.example' }).MAIL_FROM).toBe(
      'Cadillac LYRIQ <no-reply@shop.example>',
    );
    expect(readEnv({ MAIL_FROM: 'orders@shop.example' }).MAIL_FROM).toBe('orders@shop.example');
    expect(readEnv({ MAIL_FROM: 'Cadillac <orders@shop.example>' }).MAIL_FROM).toBe(
      'Cadillac <orders@shop.example>',
    );
  });

  it('refuses a bad SMTP_URL, MAIL_FROM or DEV_MAILBOX without echoing the value', () => {
    const secret = 'hunter2-secret';
    const attempt = () =>
      readEnv({
        SMTP_URL: `http://user:${secret}@smtp.example`,
        MAIL_FROM: 'not an address',
        DEV_MAILBOX: 'maybe',
      });
    expect(attempt).toThrow(/SMTP_URL: Use smtp:\/\//);
    expect(attempt).toThrow(/MAIL_FROM:/);
    expect(attempt).toThrow(/DEV_MAILBOX:/);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
    expect(() => readEnv({ MAIL_FROM: 'A <a@b.example>\r\nBcc: x@y.example' })).toThrow(/MAIL_FROM/);
    expect(readEnv({ SMTP_URL: 'smtps://user:pw@smtp.example:465' }).SMTP_URL).toBe(
      'smtps://user:pw@smtp.example:465',
    );
  });
});

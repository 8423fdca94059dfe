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

  it('reads the scale-out settings: balancers to trust, Redis, metrics tokens, and key lists', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => readEnv({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/);
    expect(readEnv({}).REDIS_URL).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'redis://:pw@cache:6379/2' }).REDIS_KEY_PREFIX).toBe('showroom:');
    const secret = 'redis-password-secret';
    try {
      readEnv({ REDIS_URL: `http://:${secret}@cache:6379`, METRICS_TOKEN: 'short' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/REDIS_URL: Use redis:\/\//);
      expect((error as Error).message).toMatch(/METRICS_TOKEN\.0: Use at least 16 characters/);
      expect((error as Error).message).not.toContain(secret);
    }
    expect(readEnv({ METRICS_TOKEN: 'new-token-0123456789, old-token-0123456789' }).METRICS_TOKEN).toEqual([
      'new-token-0123456789',
      'old-token-0123456789',
    ]);
    expect(readEnv({ SANDBOX_HMAC_KEY: `${'ab'.repeat(16)},${'cd'.repeat(16)}` }).SANDBOX_HMAC_KEY).toEqual([
      'ab'.repeat(16),
      'cd'.repeat(16),
    ]);
  });
});

describe('password hash cost', () => {
  it("keeps OWASP's scrypt cost in production and refuses a lower one there", () => {
    expect(readEnv({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(15);
    expect(readEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' }).PASSWORD_HASH_COST).toBe(16);
    expect(() => readEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrow(
      /PASSWORD_HASH_COST: Production hashes passwords at 15 or more/,
    );
  });

  it('lets a test run lower it, within 10 to 20', () => {
    expect(readEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => readEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe('test faults', () => {
  it('lets a test run name where the process dies, and refuses it in production', () => {
    expect(readEnv({ NODE_ENV: 'test', TEST_FAULT: 'exit-after-authorisation' }).TEST_FAULT).toBe(
      'exit-after-authorisation',
    );
    expect(() => readEnv({ NODE_ENV: 'test', TEST_FAULT: 'anywhere' })).toThrow(/TEST_FAULT/);
    expect(() => readEnv({ NODE_ENV: 'production', TEST_FAULT: 'exit-after-authorisation' })).toThrow(
      /TEST_FAULT: A process that dies on purpose is for test runs; it is refused in production/,
    );
  });
});

describe('shutdown drain', () => {
  it('waits 5 s by default, takes 0 to 120 s, and names the setting when it is wrong', () => {
    expect(readEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(5);
    expect(readEnv({ SHUTDOWN_DRAIN_SECONDS: '0' }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(readEnv({ SHUTDOWN_DRAIN_SECONDS: '1.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(1.5);
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_SECONDS: Use a number/);
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS: Use 0 or more/);
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: '600' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: Use at most 120/,
    );
  });
});

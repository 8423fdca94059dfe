import { type Env, readEnv } from '../../src/env';

/** Test runs hash passwords at 2^10 instead of production's 2^15 (PASSWORD_HASH_COST; env.test.ts pins both). */
export const testPasswordHashCost = 10;

/** The dev mailbox's token in every test shop (and in a provider process a test starts): tests read links there. */
export const testMailboxToken = 'test-mailbox-token-of-the-suite';

/**
 * The settings of an in-process test shop at `origin`: test mode, silent, no web build whether or not apps/web/dist
 * exists (the suite behaves the same on a clean clone), cheap password hashes; `overrides` win.
 */
export function testEnv(origin: string, overrides: Record<string, string> = {}): Env {
  return readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: origin,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PASSWORD_HASH_COST: String(testPasswordHashCost),
    DEV_MAILBOX_TOKEN: testMailboxToken,
    ...overrides,
  });
}

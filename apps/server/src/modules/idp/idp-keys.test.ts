import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/http-app';
import { createAccount, signIn } from '../../../test/support/sign-in-steps';
import { sessionCookie } from '../../../test/support/sign-in-suite';
import { TestBrowser } from '../../../test/support/test-browser';
import { createTestDatabase } from '../../../test/support/test-db';
import { testEnv } from '../../../test/support/test-env';
import { buildApp } from '../../app';
import { sessions } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { idpRepository } from './idp.repository';
import { loadIdpKeyRings, rotateIdpKeys } from './idp-keys';

/*
 * Issue 24: rotating the embedded provider's keys signs nobody out. Each step is followed by a restart of the
 * shop on the same database (the instances read the rings at start), as the rolling restart of the runbook.
 */

let database: Database;
let port: number;
let origin: string;
let shop: Awaited<ReturnType<typeof buildApp>> | undefined;

async function restartShop(): Promise<void> {
  await shop?.close();
  const env = testEnv(origin);
  shop = await buildApp({ env, database, clock: systemClock });
  await shop.listen({ port, host: '127.0.0.1' });
}

/** The key id in the header of the ID token of the newest session. */
async function newestTokenKid(): Promise<string> {
  const [row] = await database.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
  const header = JSON.parse(Buffer.from(row?.idToken.split('.')[0] ?? '', 'base64url').toString());
  return header.kid;
}

async function publishedKids(): Promise<string[]> {
  const jwks = (await (await fetch(`${origin}/idp/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
  expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  return jwks.keys.map((key) => key.kid);
}

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await restartShop();
});
afterAll(async () => {
  await shop?.close();
  await database.close();
});

describe('rotating the embedded provider’s keys', () => {
  it('adds, promotes and retires a key with a restart after each, and nobody is signed out', async () => {
    const customer = {
      email: 'rotation@example.com',
      password: 'Rotate-me-2026!',
      firstName: 'Robin',
      lastName: 'Keys',
      country: 'AU' as const,
    };
    const browser = new TestBrowser(origin);
    await createAccount(browser, customer);
    const session = browser.cookie(sessionCookie);
    expect(session).toMatch(/^[\w.~%-]{16,}$/);
    const repository = idpRepository(database.db);
    const [oldKid] = (await loadIdpKeyRings(repository)).signing.map((key) => key.kid);
    expect(await newestTokenKid()).toBe(oldKid);

    const added = await rotateIdpKeys(repository, 'add');
    const newKid = added.signing[1]?.kid;
    expect(added.signing.map((key) => key.kid)).toEqual([oldKid, newKid]);
    expect(added.cookie).toHaveLength(2);
    await restartShop();
    expect(await publishedKids()).toEqual([oldKid, newKid]);

    await rotateIdpKeys(repository, 'promote');
    await restartShop();
    expect(await publishedKids()).toEqual([newKid, oldKid]);
    // Still signed in with the session from before the rotation…
    const before = await browser.request('/api/User/get-session');
    expect(JSON.parse(before.body).data).toMatchObject({ signedIn: true, email: customer.email });
    // …and a new sign-in is signed with the new key, its provider cookies with the new cookie key.
    const other = new TestBrowser(origin);
    const landed = await signIn(other, customer.email, customer.password, '/au-en/my-orders');
    expect(landed.url).toBe(`${origin}/au-en/my-orders`);
    expect(await newestTokenKid()).toBe(newKid);

    await rotateIdpKeys(repository, 'retire');
    await restartShop();
    expect(await publishedKids()).toEqual([newKid]);
    expect(JSON.parse((await browser.request('/api/User/get-session')).body).data.signedIn).toBe(true);
    expect(browser.cookie(sessionCookie)).toBe(session);
  });
});

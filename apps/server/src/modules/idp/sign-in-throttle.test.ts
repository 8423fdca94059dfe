import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import { fixedClock } from '../../platform/clock';

/* Sign-in throttling over real HTTP, with clients told apart by the balancer's X-Forwarded-For (issue 15.11). */

const clock = fixedClock(new Date());
let shop: HttpApp;
const owner = { email: 'owner@example.com', password: 'owner-password-1', firstName: 'Ola', lastName: 'Ng' };
const client = (address: string) => new TestBrowser(shop.origin, { 'x-forwarded-for': address });

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { TRUST_PROXY: '127.0.0.1' } });
  await createAccount(client('198.51.100.4'), { ...owner, country: 'AU' });
});
afterAll(() => shop.close());

describe('sign-in throttling per account and client', () => {
  it('slows a stranger guessing an account without refusing its owner the right password', async () => {
    const stranger = client('203.0.113.9');
    for (let i = 0; i < 5; i++) await signIn(stranger, owner.email, `guess-${i}`);
    expect((await signIn(stranger, owner.email, owner.password)).body).toContain(
      'Too many failed sign-in attempts',
    );
    const home = await signIn(client('198.51.100.4'), owner.email, owner.password);
    expect(home.url).toBe(`${shop.origin}/au-en/auth`);
  });
});

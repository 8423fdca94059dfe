import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount, emailedLink, sendCreateAccount, signIn } from '../../../test/support/sign-in-steps';
import { replyData as data, sessionCookie, signInSuite } from '../../../test/support/sign-in-suite';
import { TestBrowser } from '../../../test/support/test-browser';
import { customers, outbox, sessions } from '../../db/schema';
import { fixedClock } from '../../platform/clock';

const clock = fixedClock(new Date());
let shop: HttpApp;

beforeAll(async () => {
  shop = await startHttpApp({ clock, env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '1' } });
});
afterAll(() => shop.close());

// The security suite of "Done when" 2, against the embedded provider (auth-external-issuer.test.ts runs it too).
const { customer, signedUp } = signInSuite({
  shop: () => shop,
  issuer: () => `${shop.origin}/idp`,
  emailPrefix: 'Buyer',
});

describe('the embedded provider and sessions by the clock', () => {
  it('refuses a wrong password and signs in with the right one under a fresh session id', async () => {
    const signedUpIn = await signedUp();
    const { who } = signedUpIn;
    const before = signedUpIn.browser.cookie(sessionCookie);
    // The same shop session, without the provider's session (which would sign in at once: single sign-on).
    const browser = new TestBrowser(shop.origin);
    browser.jar(shop.origin).set(sessionCookie, before ?? '');
    const wrong = await signIn(browser, who.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('The email or password is incorrect.');
    const right = await signIn(browser, who.email, who.password, '/au-en/my-orders');
    expect(right.url).toBe(`${shop.origin}/au-en/my-orders`);
    expect(browser.cookie(sessionCookie)).not.toBe(before);
    const old = new TestBrowser(shop.origin);
    old.jar(shop.origin).set(sessionCookie, before ?? '');
    expect(data(await old.api('/api/User/set-session', { email: who.email })).errorCode).toBe('NoActivity');
  });
  it('ends a session after 30 idle minutes with NoActivity, and keeps an active one until the absolute hour', async () => {
    const idle = await signedUp();
    clock.advance(30 * 60_000);
    const expired = await idle.browser.api('/api/User/set-session', { email: idle.who.email });
    expect(expired.status).toBe(401);
    expect(data(expired).errorCode).toBe('NoActivity');
    expect(data(await idle.browser.request('/api/User/get-session')).data.signedIn).toBe(false);

    const active = await signedUp();
    for (let i = 0; i < 2; i++) {
      clock.advance(25 * 60_000);
      expect((await active.browser.api('/api/User/set-session', { email: active.who.email })).status).toBe(
        200,
      );
    }
    clock.advance(10 * 60_000 + 1);
    const ended = await active.browser.api('/api/User/set-session', { email: active.who.email });
    expect(data(ended).errorCode).toBe('NoActivity');
  });

  it('asks for the password again after the idle timeout: the provider’s session is no longer (issue 15.6)', async () => {
    const { browser } = await signedUp();
    clock.advance(30 * 60_000 + 1000);
    const again = await browser.go('/gmauth/sign-in');
    expect(again.status).toBe(200);
    expect(again.body).toContain('name="password"');
  });

  it('lifts the lock of a throttled email after 15 minutes', async () => {
    const { who } = await signedUp();
    const browser = new TestBrowser(shop.origin);
    for (let i = 0; i < 5; i++) await signIn(browser, who.email, `wrong-${i}`);
    expect((await signIn(browser, who.email, who.password)).body).toContain(
      'Too many failed sign-in attempts',
    );
    clock.advance(15 * 60_000 + 1000);
    expect((await signIn(browser, who.email, who.password)).url).toBe(`${shop.origin}/au-en/auth`);
  });

  it('locks an unknown email the same way, telling nothing about which accounts exist', async () => {
    const browser = new TestBrowser(shop.origin);
    let last = await signIn(browser, 'ghost@example.com', 'whatever-1');
    expect(last.body).toContain('The email or password is incorrect.');
    for (let i = 0; i < 4; i++) last = await signIn(browser, 'ghost@example.com', 'whatever-1');
    expect(last.body).toContain('Too many failed sign-in attempts');
    clock.advance(15 * 60_000 + 1000);
  });
});

describe('create account and forgot password', () => {
  it('answers a taken email exactly as a new one and tells the owner by email; a short password is refused', async () => {
    const { who } = await signedUp();
    const before = await shop.database.db.select().from(customers);
    const mails = async (to: string) =>
      (await shop.database.db.select().from(outbox).where(eq(outbox.template, 'account-sign-up'))).filter(
        (m) => m.toAddress === to.toLowerCase(),
      );
    const fresh = { ...customer(), firstName: 'Nia' };
    const answers = await Promise.all([
      sendCreateAccount(new TestBrowser(shop.origin), {
        ...who,
        email: who.email.toUpperCase(),
        firstName: 'Eve',
      }),
      sendCreateAccount(new TestBrowser(shop.origin), fresh),
    ]);
    const uidFree = (body: string) =>
      body.replace(/\/interaction\/[\w-]+/g, '').replace(/value="[^"]*"/g, '');
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body).toContain('Check your email to continue');
    expect(uidFree(answers[0].body)).toBe(uidFree(answers[1].body));
    const owned = await mails(who.email);
    expect(owned.map((m) => m.subject).sort()).toEqual([
      'Confirm your email for your Cadillac account',
      'You already have a Cadillac account',
    ]);
    const owner = owned.find((m) => m.subject.startsWith('You already'));
    expect(owner?.text).toContain(`Hello ${who.firstName},`);
    expect(owner?.text).not.toContain('Eve');
    expect((await mails(fresh.email))[0]?.subject).toBe('Confirm your email for your Cadillac account');
    // The taken address's email carries no link that proves it: only its owner's own sign-up link does.
    expect(owner?.text).not.toContain('/idp/verify/');
    // The owner's account is unchanged: their password still signs them in.
    expect((await signIn(new TestBrowser(shop.origin), who.email, who.password)).url).not.toContain('/idp/');
    const short = await createAccount(new TestBrowser(shop.origin), { ...customer(), password: 'short' });
    expect(short.body).toContain('at least 10 characters');
    expect(await shop.database.db.select().from(customers)).toHaveLength(before.length);
  });
  it('emails a one-time reset link through the outbox; the new password works and the link dies', async () => {
    const { who } = await signedUp('NZ');
    const browser = new TestBrowser(shop.origin);
    const page = await browser.go('/gmauth/sign-in');
    const forgot = await browser.go(page.body.match(/href="([^"]+\/forgot)"/)?.[1] ?? '');
    const sent = await browser.submit(forgot, { email: who.email });
    expect(sent.body).toContain('If an account uses this email');
    const unknown = await browser.submit(forgot, { email: 'nobody@example.com' });
    expect(unknown.body).toContain('If an account uses this email');
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.template, 'password-reset'));
    const mail = mails.find((m) => m.toAddress === who.email.toLowerCase());
    expect(mails.filter((m) => m.toAddress === 'nobody@example.com')).toHaveLength(0);
    const link = mail?.text.match(/http:\/\/\S+\/idp\/reset\/[\w-]+/)?.[0] ?? '';
    expect(link).toContain(`${shop.origin}/idp/reset/`);
    const form = await browser.go(link);
    expect((await browser.submit(form, { password: 'short' })).body).toContain('at least 10 characters');
    expect((await browser.submit(form, { password: 'a-brand-new-password' })).body).toContain(
      'Password changed',
    );
    expect((await browser.go(link)).status).toBe(410);
    expect((await signIn(new TestBrowser(shop.origin), who.email, who.password)).status).toBe(401);
    const landing = await signIn(new TestBrowser(shop.origin), who.email, 'a-brand-new-password');
    expect(landing.url).toBe(`${shop.origin}/nz-en/auth`);
  });
  it('ends every shop and provider session of the account when its password is reset (issue 15.2)', async () => {
    const { who, browser: before } = await signedUp('AU');
    expect((await before.api('/api/User/set-session', { email: who.email })).status).toBe(200);
    const other = new TestBrowser(shop.origin);
    const forgot = await other.go(
      (await other.go('/gmauth/sign-in')).body.match(/href="([^"]+\/forgot)"/)?.[1] ?? '',
    );
    await other.submit(forgot, { email: who.email });
    // The reset email, whatever order the outbox's rows come back in (the sign-up email went to the address too).
    const link = (await emailedLink(shop.origin, who.email, '/idp/reset/')) ?? '';
    const form = await other.go(link);
    expect((await other.submit(form, { password: 'a-brand-new-password' })).body).toContain(
      'Password changed',
    );

    // The shop session of the browser signed in before the reset has ended…
    const ended = await before.api('/api/User/set-session', { email: who.email });
    expect(ended.status).toBe(401);
    expect(data(ended).errorCode).toBe('NoActivity');
    // …and so has its session at the provider: signing in asks for the (new) password again.
    const again = await before.go('/gmauth/sign-in');
    expect(again.body).toContain('name="password"');
    expect(
      (await before.submit(again, { email: who.email, password: 'a-brand-new-password' }, '/login')).url,
    ).toBe(`${shop.origin}/au-en/auth`);
  });

  it('keeps one customer per provider subject, with the country claim of the last sign-in', async () => {
    const { who } = await signedUp('AU');
    await signIn(new TestBrowser(shop.origin), who.email, who.password);
    const rows = await shop.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, who.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.auCustomerNo).toMatch(/^AU\d{6}$/);
    const live = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, rows[0]?.id ?? ''));
    expect(live).toHaveLength(2);
  });
});

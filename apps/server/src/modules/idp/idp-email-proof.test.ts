import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { emailedLink, sendCreateAccount, signIn } from '../../../test/support/sign-in-steps';
import { TestBrowser } from '../../../test/support/test-browser';
import { customers, outbox } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { emailProofLinkMs, unprovedEmailMessage } from './idp.service';

/*
 * Security probe N1: an account made on someone else's address signed in at once and then owned what the address
 * owned. Now the sign-up email's one-time link must be opened before the account signs in to anything.
 */

const clock = fixedClock(new Date());
let shop: HttpApp;
let count = 0;
const newcomer = () => {
  count += 1;
  return {
    email: `proof${count}@example.com`,
    password: `proof-password-${count}`,
    firstName: 'Pia',
    lastName: 'Proof',
    country: 'AU' as const,
  };
};
const links = async (to: string) =>
  (await shop.database.db.select().from(outbox).where(eq(outbox.toAddress, to))).filter((m) =>
    m.text.includes('/idp/verify/'),
  );
const customerOf = async (email: string) =>
  shop.database.db.select().from(customers).where(eq(customers.email, email));

beforeAll(async () => {
  shop = await startHttpApp({ clock });
});
afterAll(() => shop.close());

describe('an account proves its address before it signs in (probe N1)', () => {
  it('refuses the password until the link is opened, then signs in', async () => {
    const who = newcomer();
    const browser = new TestBrowser(shop.origin);
    const answer = await sendCreateAccount(browser, who);
    expect(answer.body).toContain('Check your email to continue');

    // The probe's step 2: the same page signed the new account in. Now it is refused, and nothing is created.
    const refused = await browser.submit(answer, { email: who.email, password: who.password }, '/login');
    expect(refused.status).toBe(401);
    expect(refused.body).toContain(unprovedEmailMessage);
    expect(browser.cookie('__Host-showroom-session')).toBeUndefined();
    expect(await customerOf(who.email)).toEqual([]);
    const session = await browser.request('/api/User/get-session');
    expect(JSON.parse(session.body).data.signedIn).toBe(false);

    // Opening the link shows a button (a scanner's GET uses nothing); pressing it proves the address, once.
    const link = (await emailedLink(shop.origin, who.email, '/idp/verify/')) ?? '';
    expect(link).toContain(`${shop.origin}/idp/verify/`);
    const page = await browser.go(link);
    expect(page.body).toContain('Confirm email');
    expect((await browser.go(link)).status).toBe(200);
    expect((await browser.submit(page, {})).body).toContain('Your email address is confirmed');
    expect((await browser.submit(page, {})).status).toBe(410);
    expect((await browser.go(link)).status).toBe(410);

    const landing = await signIn(new TestBrowser(shop.origin), who.email, who.password);
    expect(landing.url).toBe(`${shop.origin}/au-en/auth`);
    expect(await customerOf(who.email)).toHaveLength(1);
  });

  it('sends a new link at a sign-in before the proof, at most every two minutes; a link works for an hour', async () => {
    const who = newcomer();
    await sendCreateAccount(new TestBrowser(shop.origin), who);
    expect(await links(who.email)).toHaveLength(1);
    await signIn(new TestBrowser(shop.origin), who.email, who.password);
    expect(await links(who.email)).toHaveLength(1);
    clock.advance(2 * 60_000);
    expect((await signIn(new TestBrowser(shop.origin), who.email, who.password)).body).toContain(
      unprovedEmailMessage,
    );
    expect(await links(who.email)).toHaveLength(2);

    // A wrong password says nothing about the proof and sends nothing.
    const wrong = await signIn(new TestBrowser(shop.origin), who.email, 'not-the-password');
    expect(wrong.body).toContain('The email or password is incorrect.');
    expect(await links(who.email)).toHaveLength(2);

    clock.advance(emailProofLinkMs);
    const browser = new TestBrowser(shop.origin);
    const stale = (await emailedLink(shop.origin, who.email, '/idp/verify/')) ?? '';
    expect((await browser.go(stale)).status).toBe(410);
    expect((await signIn(new TestBrowser(shop.origin), who.email, who.password)).status).toBe(401);
  });

  it("never proves a taken address for whoever made its account: the owner's password reset does", async () => {
    const owner = newcomer();
    // A squatter made the account first, with their own password, and cannot open the owner's email.
    await sendCreateAccount(new TestBrowser(shop.origin), { ...owner, password: 'squatter-password-1' });
    // The owner tries to create theirs: the same page, an email without a link that would prove the squatter's.
    await sendCreateAccount(new TestBrowser(shop.origin), owner);
    expect(await links(owner.email)).toHaveLength(1);
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.toAddress, owner.email));
    expect(mails.find((m) => m.subject === 'You already have a Cadillac account')?.text).not.toContain(
      '/idp/verify/',
    );

    // The owner resets the password from the email sent to the address: the account is theirs and proved.
    const browser = new TestBrowser(shop.origin);
    const forgot = await browser.go(
      (await browser.go('/gmauth/sign-in')).body.match(/href="([^"]+\/forgot)"/)?.[1] ?? '',
    );
    await browser.submit(forgot, { email: owner.email });
    const reset = (await emailedLink(shop.origin, owner.email, '/idp/reset/')) ?? '';
    await browser.submit(await browser.go(reset), { password: owner.password });
    expect((await signIn(new TestBrowser(shop.origin), owner.email, 'squatter-password-1')).status).toBe(401);
    const landing = await signIn(new TestBrowser(shop.origin), owner.email, owner.password);
    expect(landing.url).toBe(`${shop.origin}/au-en/auth`);
  });
});

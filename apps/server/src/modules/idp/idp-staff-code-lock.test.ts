import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { staffPassword } from '../../../test/support/staff-fixtures';
import { TestBrowser } from '../../../test/support/test-browser';
import { testPasswordHashCost } from '../../../test/support/test-env';
import { outbox, staffAuditLog } from '../../db/schema';
import { addStaffAccount } from './idp-staff-accounts';
import { passwordHasher } from './password-hash';
import { totpCode, totpCounter } from './totp';

/*
 * Security probe N2: the "five tries" were per sign-in, so a new password sign-in gave five more and the right code
 * then worked. Wrong codes now count per account across sign-ins: the tenth in 15 minutes locks the second factor
 * for 15 minutes, a new sign-in does not undo it, the staff member is emailed and the audit log keeps it.
 */

let shop: HttpApp;
const email = 'locked.staff@shop.example';
let secret: string;

beforeAll(async () => {
  shop = await startHttpApp();
  ({ totpSecret: secret } = await addStaffAccount(
    shop.database.db,
    { email, role: 'sales', password: staffPassword },
    passwordHasher(testPasswordHashCost),
  ));
});
afterAll(async () => shop?.close());

/** A code that is not valid now (nor one step either side). */
function wrongCode(): string {
  const now = totpCounter(new Date());
  const valid = new Set([now - 1, now, now + 1].map((counter) => totpCode(secret, counter)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A new sign-in as the staff member, up to its code page. */
async function codePage(browser: TestBrowser) {
  const page = await browser.go('/gmauth/sign-in?staff=1&returnUrl=/staff');
  const codes = await browser.submit(page, { email, password: staffPassword }, '/login');
  expect(codes.body).toContain('Verification code');
  return codes;
}

describe('the staff second factor (probe N2)', () => {
  it('locks the account after ten wrong codes over two sign-ins; a third sign-in with the right code is refused', async () => {
    const browser = new TestBrowser(shop.origin);
    let page = await codePage(browser);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      page = await browser.submit(page, { code: wrongCode() }, '/code');
      expect(page.body).toContain('That code is not right');
    }
    // A new sign-in used to give five fresh tries: they now count on.
    page = await codePage(browser);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      page = await browser.submit(page, { code: wrongCode() }, '/code');
      expect(page.body).toContain('That code is not right');
    }
    page = await browser.submit(page, { code: wrongCode() }, '/code');
    expect(page.body).toContain('its sign-in is locked for 15 minutes');

    const right = totpCode(secret, totpCounter(new Date()));
    const again = await browser.submit(await codePage(browser), { code: right }, '/code');
    expect(again.url.endsWith('/staff')).toBe(false);
    expect(again.body).toContain('its sign-in is locked for 15 minutes');

    const mails = await shop.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'staff-code-locked'), eq(outbox.toAddress, email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your back-office sign-in is locked');
    const audit = await shop.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff-second-factor-locked'));
    expect(audit).toEqual([expect.objectContaining({ staffEmail: email, entity: 'staff-account' })]);
  });
});

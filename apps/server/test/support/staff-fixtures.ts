import type { StaffRole } from '@showroom/domain';
import { addStaffAccount } from '../../src/modules/idp/idp-staff-accounts';
import { passwordHasher } from '../../src/modules/idp/password-hash';
import { totpCode, totpCounter } from '../../src/modules/idp/totp';
import type { HttpApp } from './http-app';
import { TestBrowser } from './test-browser';
import { testPasswordHashCost } from './test-env';

export const staffPassword = 'staff-long-password-1';

/**
 * A browser signed in as a staff member of `role` through the embedded provider: password, then the TOTP code of
 * the current step (`step` shifts it, for a second sign-in in the same 30 s).
 */
export async function staffBrowser(
  http: HttpApp,
  email: string,
  role: StaffRole,
  step = 0,
): Promise<TestBrowser> {
  const { totpSecret } = await addStaffAccount(
    http.database.db,
    { email, role, password: staffPassword },
    passwordHasher(testPasswordHashCost),
  );
  const browser = new TestBrowser(http.origin);
  const page = await browser.go('/gmauth/sign-in?staff=1&returnUrl=/staff');
  const codePage = await browser.submit(page, { email, password: staffPassword }, '/login');
  if (!codePage.body.includes('Verification code'))
    throw new Error(`no code page: ${codePage.body.slice(0, 400)}`);
  const code = totpCode(totpSecret, totpCounter(new Date()) + step);
  const landing = await browser.submit(codePage, { code }, '/code');
  if (!landing.url.endsWith('/staff'))
    throw new Error(`staff sign-in did not land on /staff: ${landing.url}`);
  return browser;
}

export const dataOf = (body: string) => JSON.parse(body).data;

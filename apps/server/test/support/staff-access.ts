import { expect } from 'vitest';
import type { HttpApp } from './http-app';
import { createAccount } from './sign-in-steps';
import { TestBrowser } from './test-browser';

/** A staff call and a body to send it. */
export type StaffCall = readonly [path: string, body: unknown];

/** Every call answers 403 with `errorCode` to this browser. */
export async function expectRefused(
  browser: TestBrowser,
  calls: readonly StaffCall[],
  errorCode: 'StaffOnly' | 'StaffRoleRequired',
): Promise<void> {
  for (const [path, body] of calls) {
    const answer = await browser.api(path, body);
    expect(answer.status, path).toBe(403);
    expect(JSON.parse(answer.body).errorCode, path).toBe(errorCode);
  }
}

/**
 * Every call answers 403 StaffOnly to a customer (an account of `customerEmail`, created here) and to nobody
 * signed in.
 */
export async function expectStaffOnly(
  http: HttpApp,
  calls: readonly StaffCall[],
  customerEmail: string,
): Promise<void> {
  const customer = new TestBrowser(http.origin);
  await createAccount(customer, {
    email: customerEmail,
    password: 'buyer-long-password',
    firstName: 'Staff',
    lastName: 'Buyer',
    country: 'AU',
  });
  for (const browser of [customer, new TestBrowser(http.origin)])
    await expectRefused(browser, calls, 'StaffOnly');
}

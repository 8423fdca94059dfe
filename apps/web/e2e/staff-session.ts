import { createHmac } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { e2eStaff } from '../../../scripts/lib/e2e-fixtures.mjs';

/** RFC 6238 code of a base32 secret for a 30-second step (what an authenticator app shows then). */
function totpAt(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The step of the last code this worker used: the shop takes each code once, so a second sign-in waits for the next. */
let lastStep = -1;

/** A code the shop has not seen from this worker: the current one, or the next once the current one was used. */
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    step = lastStep + 1;
    await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 100));
  }
  lastStep = step;
  return totpAt(secret, step);
}

/** The e2e sales staff member signs in to the back office on `page` (at /staff) with password and TOTP code. */
export async function staffSignsIn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign in as staff' }).click();
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Code').fill(await freshCode(e2eStaff.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
}

/**
 * Staff sign in to the back office in a context of their own and open the order `orderNo` of `email` from the Orders
 * list; answers their page (close its context when done).
 */
export async function staffOpensOrder(browser: Browser, email: string, orderNo: string): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/staff');
  await staffSignsIn(staff);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await staff.getByLabel('Customer name or email').fill(email);
  await staff.getByLabel('Customer name or email').press('Enter');
  await staff.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNo }).click();
  return staff;
}

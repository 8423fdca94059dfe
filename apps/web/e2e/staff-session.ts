import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eStaff } from '../../../scripts/lib/e2e-fixtures.mjs';

/** RFC 6238 code of a base32 secret for now (what an authenticator app shows). */
export function totpNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The e2e sales staff member signs in to the back office on `page` with password and TOTP code. */
export async function staffSignsIn(page: Page): Promise<void> {
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Sign in as staff' }).click();
  await page.getByLabel('Email').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Code').fill(totpNow(e2eStaff.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
}

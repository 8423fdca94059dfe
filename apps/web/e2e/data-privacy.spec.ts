import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailsTo, mailTo, shoot } from './support';

// AU Luxury in Stellar Black Metallic with the Sky Cool Gray interior: in the seeded stock (SAMPLE).
const inStock = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SBM', name: 'Stellar Black Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Gray Inteluxe', price: 0, hasStock: true },
  options: [],
};
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Hi, Mia' }).click();
  await page.getByRole('link', { name }).click();
}

/**
 * Checked by axe (once: the phone width is the same markup), then pictures at both widths when asked for; pages
 * whole, dialogs as the screen shows them.
 */
async function scanAndShootBoth(page: Page, name: string, fullPage = true) {
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-1440`, fullPage);
  await page.setViewportSize(phone);
  await shoot(page, `${name}-390`, fullPage);
  await page.setViewportSize(desktop);
}

/** A call request as any visitor could send it from the request-a-call page: it would be acknowledged by email. */
function askForCallBack(page: Page, email: string) {
  return page.request.post('/api/interest/save-interest', {
    headers: { 'x-showroom-client': 'web', origin: new URL(page.url()).origin },
    data: {
      interest: {
        Country: 'AU',
        InterestType: 'CallBack',
        FirstName: 'Mia',
        LastName: 'Rossi',
        Email: email,
        Mobile: '0412345678',
        PrivacyStatement: true,
      },
    },
  });
}

test('profile, communication preferences, history and export; then deletion: no sign-in, no email', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const email = `mia.${Date.now()}@example.com`;
  const password = 'mia-long-password-3';

  // A new customer with an account and an order (pick-up in Sydney, a good card), made through the provider's forms
  // and the checkout's calls (customer-journey.ts; checkout.spec.ts and sign-in.spec.ts click through both).
  const customer = { firstName: 'Mia', lastName: 'Rossi', email, password };
  await customerThroughApi(page, customer);
  const orderNo = await orderThroughApi(page, customer, inStock);
  expect(orderNo).toMatch(/^SR-\d+$/);
  await page.goto('/au-en/');

  // Profile: a business with its ABN, saved. (An ABN of the wrong length refused with the spec's message, and the
  // saved message gone after 5 seconds (spec 002 section 4), are src/features/account/privacy.test.tsx's.)
  await openMenuItem(page, 'Profile');
  // On a busy machine the profile form was seen to mount a second time just after it appeared, back at Private
  // (its defaults come from the profile when it mounts): choose Business until the ABN field shows.
  await expect(async () => {
    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(page.getByLabel('ABN')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('ABN').fill('51824753556');
  await page.getByLabel('Business name').fill('Rossi Design Pty Ltd');
  await page.getByLabel('Phone number 1').fill('0412345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have saved successfully.' })).toBeVisible();
  await scanAndShootBoth(page, 'profile-saved');
  await page.reload();
  await expect(page.getByLabel('ABN')).toHaveValue('51824753556');

  // Data and privacy: partner emails on, then off again; Cadillac emails stay on.
  await openMenuItem(page, 'Data and Privacy');
  await expect(page.getByRole('heading', { name: 'Data and privacy' })).toBeVisible();
  const cadillac = page.getByRole('switch', { name: 'Emails from Cadillac', exact: true });
  const partners = page.getByRole('switch', { name: 'Emails from Cadillac partners' });
  await expect(partners).not.toBeChecked();
  await cadillac.check();
  await partners.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have saved successfully.' })).toBeVisible();
  await partners.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have saved successfully.' })).toBeVisible();

  // The history lists the order confirmation once the outbox has sent it (over SMTP).
  await mailTo(email, new RegExp(`Your LYRIQ order ${orderNo}`));
  const history = page.getByRole('table');
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('cell', { name: `Your LYRIQ order ${orderNo}` })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  await expect(partners).not.toBeChecked();
  await expect(cadillac).toBeChecked();
  // The sign-up email, whose link proved the address, is Mia's too (audit 002 #15).
  await expect(
    history.getByRole('cell', { name: 'Confirm your email for your Cadillac account' }),
  ).toBeVisible();
  // Every email listed is Mia's: the sign-up, the order and, once its 30-second worker has run, the order's
  // action-needed email (issue 36), whose arrival this test does not wait for.
  const listed = history.getByRole('row').filter({ has: page.getByRole('cell') });
  expect(await listed.count()).toBeGreaterThanOrEqual(2);
  await expect(history.getByRole('cell', { name: email })).toHaveCount(await listed.count());
  await scanAndShootBoth(page, 'data-privacy');

  // Download my data: the order is in the file.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^cadillac-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
  expect(exported.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
  expect(exported.customer).toMatchObject({
    email,
    businessName: 'Rossi Design Pty Ltd',
    abn: '51824753556',
  });
  expect(exported.consents.communication).toMatchObject({
    gmCommunicationEmail: true,
    gmPartnerCommunicationEmail: false,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been downloaded.' })).toBeVisible();

  // "Sign in again" (what an old sign-in is sent through): the provider asks for the password even though it
  // remembers Mia, and back on the page the download starts by itself.
  const again = page.waitForEvent('download');
  await page.goto(
    `/gmauth/sign-in?country=AU&reauth=1&returnUrl=${encodeURIComponent('/au-en/data-privacy?then=export')}`,
  );
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await again).suggestedFilename()).toMatch(/^cadillac-my-data-/);
  await expect(page).toHaveURL(/\/au-en\/data-privacy$/);

  // Delete my account: the dialog says what goes and what stays, and needs a confirmation.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/We keep your orders and their invoices/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I understand/ }).check();
  await scanAndShootBoth(page, 'delete-account-dialog', false);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/au-en\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Kept without your name or contact details: ${orderNo}\\. We keep`)),
  ).toBeVisible();
  await expect(
    page.getByText(/Australian tax law requires us to keep records of every sale for five years/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await scanAndShootBoth(page, 'account-deleted');

  // The old account no longer signs in.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');

  // No email goes to the old address: an enquiry naming it is taken but not acknowledged, while the same enquiry
  // for another address, sent after it, is.
  await page.goto('/au-en/');
  expect((await askForCallBack(page, email)).ok()).toBe(true);
  const control = `control.${Date.now()}@example.com`;
  expect((await askForCallBack(page, control)).ok()).toBe(true);
  await mailTo(control, /We'll call you back/);
  // (Counting all of Mia's emails instead raced the order's action-needed email of issue 36, sent by a 30-second
  // worker just before the deletion; that erasure stops queued emails is account-erasure.test.ts's.)
  const acknowledged = (await mailsTo(email)).filter((mail) =>
    /We'll call you back/.test(mail.subject ?? ''),
  );
  expect(acknowledged).toHaveLength(0);
});

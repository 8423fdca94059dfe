import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createAccountAndSignIn,
  expectNoAxeViolations,
  mailTo,
  payWith,
  pickUpInSydney,
  proceedFromReview,
  shoot,
} from './support';

const jwtShape = /eyJ[\w-]+\.eyJ[\w-]+/;

async function openAccountMenu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).click();
}

test('create an account, sign out, sign in again, edit the profile and sign out', async ({
  page,
  context,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  const email = `ava.${Date.now()}@example.com`;

  await page.goto('/au-en/');
  await openAccountMenu(page, 'Account');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await shoot(page, 'account-popup-signed-out');
  await page.getByRole('link', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('AU');
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password-1');
  await shoot(page, 'idp-create-account');
  await createAccountAndSignIn(page, 'a-long-password-1', { signInFirst: true });

  // Post-login landing with no orders: my orders, empty.
  await expect(page).toHaveURL(/\/au-en\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'Your Garage Is Empty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'my-orders-empty');

  const session = (await context.cookies()).find((c) => c.name === '__Host-showroom-session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  const exposed = await page.evaluate(
    () =>
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage }) +
      document.cookie +
      document.documentElement.outerHTML,
  );
  expect(exposed).not.toMatch(jwtShape);
  expect(exposed).not.toContain(session?.value);
  const afterCallback = urls.slice(urls.findIndex((u) => u.includes('/gmauth?')) + 1);
  for (const url of afterCallback) expect(url).not.toMatch(/[?&](code|id_token|access_token)=|eyJ/);

  await openAccountMenu(page, 'Hi, Ava');
  await shoot(page, 'account-popup-signed-in');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/au-en\/?$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === '__Host-showroom-session')).toBe(false);

  await openAccountMenu(page, 'Account');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await page.getByLabel('Password').fill('a-long-password-1');
  await shoot(page, 'idp-sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/au-en\/my-orders$/);

  await openAccountMenu(page, 'Hi, Ava');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email (your sign-in name)')).toHaveValue(email);
  await page.getByLabel('Last name').fill('Nguyen-Park');
  await page.getByLabel('Phone number 1').fill('04 1234 5678');
  await expect(page.getByLabel('Phone number 1')).toHaveValue('0412345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have saved successfully.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'profile-saved');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Nguyen-Park');

  // The session ends on the server (signed out elsewhere) while this page still shows the profile: the next
  // call answers NoActivity and the browser goes to the shop home.
  const live = (await context.cookies()).find((c) => c.name === '__Host-showroom-session');
  const out = await page.request.post('/api/User/sign-out', {
    headers: { 'x-showroom-client': 'web', origin: new URL(page.url()).origin },
    data: {},
  });
  expect(out.ok()).toBe(true);
  if (live) await context.addCookies([live]);
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Without a shop session the profile sends the browser to the login-redirect screen, which starts sign-in after
  // 1 s with the profile as its return URL; the provider still knows Ava (single sign-on), so she is back at once.
  // Both moments are taken when the browser reports them (an expect's polling would notice the screen late).
  const redirectShownAt = page
    .waitForURL(/\/au-en\/sign-in\?returnUrl=%2Fau-en%2Fprofile$/)
    .then(() => Date.now());
  const signInStarted = page.waitForRequest(/\/gmauth\/sign-in\?/).then((request) => ({
    url: request.url(),
    at: Date.now(),
  }));
  await page.goto('/au-en/profile');
  const started = await signInStarted;
  expect(started.url).toContain('returnUrl=%2Fau-en%2Fprofile');
  expect(started.at - (await redirectShownAt)).toBeGreaterThan(500);
  await expect(page).toHaveURL(/\/au-en\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

  // Signing out from the menu ends the provider's session too: now the profile asks for a password.
  await openAccountMenu(page, 'Hi, Ava');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/au-en\/?$/);
  await page.goto('/au-en/profile');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

// AU Luxury in Stellar Black Metallic with the Sky Cool Gray interior: in the seeded stock (SAMPLE).
const inStock = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SBM', name: 'Stellar Black Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Gray Inteluxe', price: 0, hasStock: true },
  options: [],
};

async function signInAs(page: Page, email: string, password: string) {
  await openAccountMenu(page, 'Account');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page, firstName: string) {
  await openAccountMenu(page, `Hi, ${firstName}`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

test('signing in mid-checkout returns to the checkout; with one order, signing in opens that order', async ({
  page,
}) => {
  await page.addInitScript((stored) => {
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' }));
    localStorage.setItem('showroom.configuration', JSON.stringify(stored));
  }, inStock);
  const email = `kai.${Date.now()}@example.com`;
  const password = 'kai-long-password-2';

  await page.goto('/au-en/');
  await openAccountMenu(page, 'Account');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByLabel('First name').fill('Kai');
  await page.getByLabel('Last name').fill('Tane');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await createAccountAndSignIn(page, password);
  await expect(page).toHaveURL(/\/au-en\/my-orders$/);
  await signOut(page, 'Kai');

  // A visitor chooses pick-up, continues to checkout and types the account details, then signs in from the
  // menu: back to the checkout, details kept.
  await page.goto('/au-en/');
  await pickUpInSydney(page);
  await proceedFromReview(page, 'CONTINUE TO CHECKOUT');
  await page.getByLabel('First name').fill('Kai');
  await page.getByLabel('Last name').fill('Tane');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
  await page.getByLabel('Mobile').fill('0412345678');
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/au-en\/checkout$/);
  await expect(page.getByRole('button', { name: 'Hi, Kai' })).toBeVisible();
  await expect(page.getByLabel('Confirm email')).toHaveValue(email);
  await expect(page.getByLabel('Mobile')).toHaveValue('0412345678');
  await shoot(page, 'checkout-after-sign-in');

  // Signed in, the order is the customer's.
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  await page.getByRole('checkbox', { name: /I agree to the Order Terms/ }).check();
  await payWith(page.frameLocator('iframe[title="Card payment"]'), '5555 5555 5555 4444');
  await expect(page.getByRole('heading', { name: /thank you for your order/i })).toBeVisible();
  const orderNo = (await page.getByText(/Your order number is SR-\d+/).textContent())?.match(/SR-\d+/)?.[0];

  // Exactly one order: signing in again opens it.
  await signOut(page, 'Kai');
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/au-en\/my-orders\/[\w=+/]+\/AU$/);
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order progress' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'order-detail-after-sign-in');
});

test('New Zealand: create account takes the NZ country claim; a forgotten password is reset by email', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'NZ', state: null })),
  );
  const email = `aroha.${Date.now()}@example.co.nz`;
  await page.goto('/nz-en/');
  await openAccountMenu(page, 'Account');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('NZ');
  await page.getByLabel('First name').fill('Aroha');
  await page.getByLabel('Last name').fill('Rewi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password-nz');
  await createAccountAndSignIn(page, 'first-password-nz');
  await expect(page).toHaveURL(/\/nz-en\/my-orders$/);
  await signOut(page, 'Aroha');

  await openAccountMenu(page, 'Account');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this email');

  // The reset link arrives over SMTP, through the outbox.
  const mail = await mailTo(email, /Reset your password/);
  const link = mail.text?.match(/http:\/\/\S+\/idp\/reset\/[\w-]+/)?.[0] ?? '';
  expect(link).toContain('/idp/reset/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill('second-password-nz');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.goto('/nz-en/');
  await signInAs(page, email, 'second-password-nz');
  await expect(page).toHaveURL(/\/nz-en\/my-orders$/);
  await expect(page.getByRole('button', { name: 'Hi, Aroha' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, pickUpInSydney, proceedFromReview, shoot } from './support';

/*
 * Issue 14, items 1 (client half), 8, 9, 10 and 20: a failed API call says so and offers a working retry; every
 * route change starts at the top, or at the section its link names; Back to configuration returns to CHECK OUT
 * with the configuration; one main landmark a page; the configure and privacy routes; a real 'Page not found'.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
});

/** Makes every call to `path` fail with 503 until the returned function is called. */
async function failCalls(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'Unavailable.', errorCode: 'Unavailable', details: [] }),
    }),
  );
  return () => page.unroute(pattern);
}

test('failed calls say so and offer a retry that works: landing, configurator price, inventory, order page', async ({
  page,
}) => {
  const restoreLanding = await failCalls(page, '/api/Vehicle/get-landing-page');
  const restorePrice = await failCalls(page, '/api/PaymentOptions/get-driveaway-cost');
  await page.goto('/au-en/');
  const landingFailed = page
    .getByRole('alert')
    .filter({ hasText: 'The starting drive-away price could not be loaded.' });
  await expect(landingFailed).toBeVisible();
  await expect(page.getByText('Starting drive-away price loading…')).toHaveCount(0);
  const priceFailed = page
    .getByRole('alert')
    .filter({ hasText: 'We could not calculate the drive-away price.' });
  await expect(priceFailed).toBeVisible();
  await shoot(page, 'navigation-1440-landing-failed');

  await restoreLanding();
  await landingFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Starting from \$[\d,]+ drive-away/)).toBeVisible();
  await expect(landingFailed).toHaveCount(0);
  await restorePrice();
  await priceFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(priceFailed).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pricing & Finance Details' })).toBeVisible();

  const restoreInventory = await failCalls(page, '/api/Vehicle/get-available-inventory-item');
  await page.goto('/au-en/inventory');
  const inventoryFailed = page.getByRole('alert').filter({ hasText: 'The vehicles could not be loaded.' });
  await expect(inventoryFailed).toBeVisible();
  await restoreInventory();
  await inventoryFailed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^\d+ vehicles$/)).toBeVisible();
  await expect(inventoryFailed).toHaveCount(0);

  // The thank-you page of an order the server cannot find right now: the message, and a retry that asks again.
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Order/')) orderCalls.push(request.url());
  });
  await failCalls(page, '/api/Order/**');
  await page.goto('/au-en/order-success/C1/CN1/O1/ON1/P1/AU');
  const orderFailed = page.getByRole('alert').filter({ hasText: 'Your order could not be loaded.' });
  await expect(orderFailed).toBeVisible();
  const before = orderCalls.length;
  await orderFailed.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => orderCalls.length).toBeGreaterThan(before);
  await expect(orderFailed).toBeVisible();
});

test('checkout opens at its top; Back to configuration returns to CHECK OUT with the configuration', async ({
  page,
}) => {
  // Six of these are in the seeded stock: the way through is CONTINUE TO CHECKOUT.
  await page.goto(
    '/au-en/configure?selectedState=NSW&selectedVariant=Luxury&selectedExterior=Stellar%20Black%20Metallic&selectedInterior=Jet%20Black%20Inteluxe',
  );
  // The prefill is applied, then its parameters leave the address (as at the root).
  await expect(page).toHaveURL(/\/au-en\/configure$/);
  await expect(page.getByRole('radio', { name: /^Luxury From/ })).toBeChecked();
  const trim = page
    .getByRole('group', { name: 'Interior' })
    .getByRole('radio', { name: /^Jet Black Inteluxe,/ });
  await expect(trim).toBeChecked();
  await expect(page.getByRole('main')).toHaveCount(1);
  await pickUpInSydney(page);
  await proceedFromReview(page, 'CONTINUE TO CHECKOUT');

  // The configurator was scrolled to its bottom: the checkout starts at its top, its heading on screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to configuration' }).click();
  await expect(page).toHaveURL(/\/au-en\/#checkout$/);
  await expect(page.locator('#checkout')).toBeInViewport();
  await expect(trim).toBeChecked();
  const review = page.getByRole('region', { name: 'Order review' });
  await expect(review).toContainText('Interior: Jet Black Inteluxe');
  await expect(review).toContainText('Cadillac Experience Centre Sydney');
});

test('one main landmark on request-a-call and test-drive', async ({ page }) => {
  for (const path of ['/au-en/request-a-call', '/au-en/test-drive']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  }
});

test("the footer's Privacy page shows the statement, and an unknown address a way back", async ({ page }) => {
  await page.goto('/au-en/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/au-en\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy statement', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/personal information/i);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'navigation-1440-privacy');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'navigation-390-privacy');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back and forward move between the app's pages in the same document (the router answers popstate).
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.goBack();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(page.getByRole('group', { name: 'Paint' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Privacy statement', level: 1 })).toBeVisible();
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);

  await page.goto('/au-en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'navigation-1440-not-found');
  await page.getByRole('link', { name: 'Back to the LYRIQ configurator' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(page.getByRole('group', { name: 'Paint' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  fillAccountDetails,
  pickUpInSydney,
  proceedFromReview,
  shoot,
} from './support';

/*
 * Issue 14 item 7: both reservation extensions are reachable in the browser, and closing the reminder (Esc) is
 * not a request to extend. The browser's clock is Playwright's, moved on by hand; the server's hold runs in real
 * time, so it is still held when the browser asks.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Waits for the next extend call's reply and returns the extension count the server gave. */
function nextExtension(page: Page): Promise<number> {
  return page
    .waitForResponse((r) => r.url().endsWith('/api/Order/extend-reservation-countdown'))
    .then(async (r) => (await r.json()).data.reservationExtensionCount);
}

test('the reminder comes back for the second extension; Esc closes it without extending', async ({
  page,
}) => {
  await page.clock.install();
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  // Six of these are in the seeded stock.
  await page.goto(
    '/au-en/configure?selectedState=NSW&selectedVariant=Luxury&selectedExterior=Stellar%20Black%20Metallic&selectedInterior=Jet%20Black%20Inteluxe',
  );
  await expect(
    page.getByRole('group', { name: 'Interior' }).getByRole('radio', { name: /^Jet Black Inteluxe,/ }),
  ).toBeChecked();
  await pickUpInSydney(page);
  await proceedFromReview(page, 'CONTINUE TO CHECKOUT');
  await fillAccountDetails(page, `extend.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  const timer = page.getByRole('timer', { name: 'Time left on your reservation' });
  await expect(timer).toHaveText(/^(10:00|9:5\d)$/);
  const reminder = page.getByRole('dialog', { name: 'Your reservation is about to expire' });
  const extendCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Order/extend-reservation-countdown')) extendCalls.push(r.url());
  });

  // First zero: Esc closes the reminder and uses nothing; the panel still offers the extension.
  await page.clock.fastForward('10:00');
  await expect(reminder).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'reservation-1440-reminder');
  await page.keyboard.press('Escape');
  await expect(reminder).toBeHidden();
  expect(extendCalls).toHaveLength(0);
  const expiring = page.getByRole('alert').filter({ hasText: 'Your reservation is about to expire.' });
  await expect(expiring).toBeVisible();
  await expect(timer).toHaveText('0:00');
  const first = nextExtension(page);
  await expiring.getByRole('button', { name: 'Extend' }).click();
  expect(await first).toBe(1);
  await expect(timer).toHaveText(/^(10:00|9:\d\d)$/);

  // Second zero: the reminder asks again, and its Extend gives the second extension.
  await page.clock.fastForward('10:00');
  await expect(reminder).toBeVisible();
  const second = nextExtension(page);
  await reminder.getByRole('button', { name: 'Extend' }).click();
  expect(await second).toBe(2);
  await expect(reminder).toBeHidden();
  await expect(timer).toHaveText(/^(10:00|9:\d\d)$/);

  // Third zero: none left, so the reservation is over and the visitor goes back to the shop.
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/au-en\/$/);
  expect(extendCalls).toHaveLength(2);
});

import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { staffOpensOrder } from './staff-session';

/*
 * Issue 36, done-when 2: staff record a step on an order; the owner's open order page shows it within 2 s without a
 * reload, and its polite live region announces it.
 */

/** AU Sport in Summit White with Jet Black Inteluxe: five in the seeded stock. */
const configuration = {
  variant: { id: 'AU-SPORT', name: 'Sport', basePrice: 0 },
  exterior: { id: 'AU-SPORT-SWH', name: 'Summit White', price: 0, hasStock: true },
  interior: { id: 'AU-SPORT-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};

test('a bank payment staff record shows on the owner’s open order page within 2 s and is announced', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = {
    firstName: 'Liv',
    lastName: 'Live',
    email: `liv.live.${Date.now()}@example.com`,
    password: 'liv-long-password-5',
  };
  await customerThroughApi(page, customer);
  const orderNo = await orderThroughApi(page, customer, configuration);
  // The stream opens with the shop's layout, possibly before the order page is open: watched from the start.
  const streamOpened = page.waitForRequest((request) => request.url().includes('/api/events'), {
    timeout: 30_000,
  });
  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${orderNo}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });
  const payBalance = tracker.getByRole('button', { name: /^Pay Your Balance/ });
  await expect(payBalance).not.toHaveAccessibleName(/Completed/);
  await streamOpened;

  const staff = await staffOpensOrder(browser, customer.email, orderNo);
  const owed = (await staff.getByTestId('balance-owed').textContent()) ?? '';
  const form = staff.getByRole('form', { name: 'Record a bank payment' });
  await form.getByLabel('Amount received ($)').fill(owed.replace(/[^\d.]/g, ''));
  await form
    .getByLabel('Received on')
    .fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()));
  await form.getByRole('button', { name: /Record/ }).click();
  await expect(staff.getByTestId('balance-owed')).toHaveText('$0');
  await staff.context().close();

  // No reload: the page heard the order's event.
  await expect(payBalance).toHaveAccessibleName(/Completed/, { timeout: 2_000 });
  const announced = page.locator('[aria-live="polite"]').filter({ hasText: `Order ${orderNo} was updated` });
  await expect(announced).toHaveCount(1);
});

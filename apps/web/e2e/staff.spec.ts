import type { Browser, Page } from '@playwright/test';
import { e2eStaff } from '../../../scripts/lib/e2e-fixtures.mjs';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { staffSignsIn } from './staff-session';
import { expectNoAxeViolations, shootBoth } from './support';

/*
 * The back office in Chromium: a customer orders; a sales staff member signs in with password and TOTP code,
 * finds the order, records the bank transfer of the balance with the keyboard, and the customer's tracker shows
 * Pay Your Balance completed. Every staff page is checked with axe and photographed at desktop and phone widths.
 */

const account = { firstName: 'Sam', lastName: 'Staffcheck', password: 'sam-long-password-4' };
/** AU Luxury in Summit White with the Jet Black interior: four in the seeded stock. */
const summitWhite = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SWH', name: 'Summit White', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};

async function staffOnBackOffice(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Showroom back office' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffSignsIn(page);
  return page;
}

test('staff record a bank payment and the customer sees Pay Your Balance completed; staff pages are keyboard-usable and axe-clean', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `sam.${Date.now()}@example.com`;
  const customer = { ...account, email };
  await customerThroughApi(page, customer);
  const orderNo = await orderThroughApi(page, customer, summitWhite);

  const staff = await staffOnBackOffice(browser);
  await expect(staff.getByText(`${e2eStaff.email} sales`)).toBeVisible();
  await expectNoAxeViolations(staff);
  await shootBoth(staff, 'staff-home');

  // Orders: filter by the customer, sort by keyboard, open the order.
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await staff.getByLabel('Customer name or email').fill(email);
  await staff.getByLabel('Customer name or email').press('Enter');
  const table = staff.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link', { name: orderNo })).toBeVisible();
  const sortByNumber = table.getByRole('button', { name: /^Order/ });
  await sortByNumber.focus();
  await staff.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /^Order/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectNoAxeViolations(staff);
  await shootBoth(staff, 'staff-orders');
  await table.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderNo} · Ordered` })).toBeVisible();

  // The bank transfer of the whole balance, typed and sent with the keyboard only.
  const owed = (await staff.getByTestId('balance-owed').textContent()) ?? '';
  const amount = owed.replace(/[^\d.]/g, '');
  const form = staff.getByRole('form', { name: 'Record a bank payment' });
  await form.getByLabel('Amount received ($)').focus();
  await staff.keyboard.type(amount);
  await staff.keyboard.press('Tab');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  await form.getByLabel('Received on').fill(today);
  await form.getByLabel('Bank reference (optional)').focus();
  await staff.keyboard.type(orderNo);
  await staff.keyboard.press('Enter');
  await expect(staff.getByTestId('balance-owed')).toHaveText('$0');
  await expect(staff.getByText(/Pay Your Balance: Done/)).toBeVisible();
  // The order page's one axe scan, with its forms, the payment recorded and the contract panel.
  await expectNoAxeViolations(staff);
  await shootBoth(staff, 'staff-order');

  // The customer's tracker: Pay Your Balance is completed.
  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${orderNo}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker.getByRole('button', { name: /^Pay Your Balance/ })).toHaveAccessibleName(
    /^Pay Your Balance Step 4 of 5: Completed/,
  );

  // Every other staff page: reachable by keyboard from the navigation, axe-clean.
  for (const [link, heading] of [
    ['Enquiries', 'Enquiries'],
    ['Waitlist', 'Waitlist'],
    ['Shared links', 'Shared links'],
    ['Maintenance', 'Maintenance mode'],
    ['Offers', 'Offers and promotions'],
    ['Audit log', 'Audit log'],
  ] as const) {
    const nav = staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link });
    await nav.focus();
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(staff.getByText('Loading…')).toHaveCount(0);
    await expectNoAxeViolations(staff);
  }
  await expect(staff.getByRole('table', { name: /Staff actions/ })).toContainText(
    'order-bank-payment-recorded',
  );
  await shootBoth(staff, 'staff-audit-log');

  // Calendars: a centre's hours and capacity with the admin's change forms, axe-clean.
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Calendars' })
    .focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('table', { name: /Weekly opening hours of/ })).toBeVisible();
  await expect(staff.getByRole('table', { name: /bays per slot/ })).toBeVisible();
  await expectNoAxeViolations(staff);
  await shootBoth(staff, 'staff-calendars');
});

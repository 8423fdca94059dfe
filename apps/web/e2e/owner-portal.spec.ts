import type { Page } from '@playwright/test';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailTo, shoot, shootBoth } from './support';

/*
 * The owner's side of an order (spec 002): a customer with an order signs in again and lands on the order: the
 * tracker at its step with the true date of the deposit, another step opened, the FAQ, a call-back request; with
 * two orders, the list with readable statuses, and a cancellation request. The account and both orders go through
 * the calls the browser makes (sign-in.spec.ts and checkout.spec.ts order through the checkout's pages).
 */

const luxury = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SBM', name: 'Stellar Black Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Gray Inteluxe', price: 0, hasStock: true },
  options: [],
};
const sport = {
  variant: { id: 'AU-SPORT', name: 'Sport', basePrice: 0 },
  exterior: { id: 'AU-SPORT-SWH', name: 'Summit White', price: 0, hasStock: true },
  interior: { id: 'AU-SPORT-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};

const account = { firstName: 'Noa', lastName: 'Owner', password: 'noa-long-password-3' };

async function menu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).click();
}

async function signIn(page: Page, email: string) {
  await menu(page, 'Account');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await menu(page, `Hi, ${account.firstName}`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

test('an owner follows the order: tracker with true dates, FAQ, call-back; two orders list with readable statuses', async ({
  page,
}) => {
  const email = `noa.${Date.now()}@example.com`;
  const customer = { ...account, email };
  await customerThroughApi(page, customer);
  const first = await orderThroughApi(page, customer, luxury);
  // The day the deposit was authorised, as the order's market reads it.
  const placedOn = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'long' }).format(new Date()),
  );

  // Signing in again with exactly one order opens it.
  await page.goto('/au-en/');
  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/au-en\/my-orders\/[\w=+]+\/[\w=+]+\/[\w=+]+\/[\w=+]+\/AU$/);
  await expect(page.getByRole('heading', { name: `Order ${first}` })).toBeVisible();
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();

  const tracker = page.getByRole('region', { name: 'Order progress' });
  const placed = tracker.getByRole('button', { name: /^Order Placed/ });
  const contract = tracker.getByRole('button', { name: /^Sign Your Contract/ });
  const balance = tracker.getByRole('button', { name: /^Pay Your Balance/ });
  await expect(placed).toHaveAccessibleName(`Order Placed Step 1 of 5: Completed ${placedOn}`);
  await expect(contract).toHaveAccessibleName('Sign Your Contract Step 2 of 5: In progress');
  await expect(contract).toHaveAttribute('aria-expanded', 'true');
  await expect(tracker.getByRole('img', { name: '1 of 5 steps completed' })).toBeVisible();
  await balance.click();
  await expect(balance).toHaveAttribute('aria-expanded', 'true');
  await expect(contract).toHaveAttribute('aria-expanded', 'false');
  await expect(tracker.getByText(/Pay the balance by bank transfer/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your LYRIQ' })).toContainText('Stellar Black Metallic');
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Deposit');

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByRole('button', { name: 'When is the full payment due?' }).click();
  await expect(faq.getByText(/at least 3 business days before your delivery/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBoth(page, 'order-detail');

  await page.getByRole('button', { name: 'Support' }).click();
  await page.getByRole('button', { name: 'Request a Call Back' }).click();
  const callBack = page.getByRole('dialog', { name: 'Request a call back' });
  await expect(callBack).toContainText(`call you about order ${first}?`);
  await expectNoAxeViolations(page);
  await callBack.getByRole('button', { name: 'YES' }).click();
  await expect(callBack.getByText(/Your request has been received/)).toBeVisible();
  await shoot(page, 'order-support-call-back');
  await callBack.getByRole('button', { name: 'OK' }).click();
  const mail = await mailTo(email, new RegExp(`We'll call you about order ${first}`));
  expect(mail.text).toContain(`request for a call about order ${first}`);

  // A second order: signing in lands on the list, each order with its status in words.
  const second = await orderThroughApi(page, customer, sport);
  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/au-en\/my-orders$/);
  const cards = page.getByRole('region', { name: 'My Orders' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const number of [first, second]) {
    const card = cards.filter({ hasText: number });
    await expect(card.getByText('Order placed', { exact: true })).toBeVisible();
    await expect(card.getByText('Action Required')).toBeVisible();
  }
  await expect(page.getByText('Ordered', { exact: true })).toHaveCount(0);
  // Axe scans My Orders in deposit-refused.spec.ts.
  await shootBoth(page, 'my-orders');

  // The second order is cancelled on request: the request is recorded and shown; the order stays until staff act.
  await page.getByRole('link', { name: `View details of order ${second}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${second}` })).toBeVisible();
  await page.getByRole('button', { name: 'Support' }).click();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel order' });
  await cancel.getByRole('button', { name: 'YES' }).click();
  await expect(cancel.getByText(/Your request to cancel has been received/)).toBeVisible();
  await cancel.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/We received your request to cancel this order/)).toBeVisible();
  await page.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

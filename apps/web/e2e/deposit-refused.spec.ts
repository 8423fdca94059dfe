import { customerThroughApi, payThroughApi, reservationThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailTo, payWith } from './support';

/*
 * A deposit refused at checkout (audit defect 2): the order stays findable in My Orders with Action Required, the
 * refusal email links the same Re-try Payment as the card, and Re-try Payment there pays it with a good card. The
 * account, the reservation and the refused card go through the calls the browser makes; My Orders and the retry
 * are what this tests (balance.spec.ts refuses the card in the checkout's form and retries from the tracker).
 */

// AU Luxury in Opulent Blue Metallic with Jet Black Inteluxe: in the seeded stock, and no other journey's (SAMPLE).
const configuration = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-OBM', name: 'Opulent Blue Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};

test('a refused deposit stays in My Orders with Action Required, and its Re-try Payment pays it', async ({
  page,
}) => {
  const customer = {
    firstName: 'Rae',
    lastName: 'Retry',
    email: `rae.retry.${Date.now()}@example.com`,
    password: 'rae-long-password-7',
  };
  await customerThroughApi(page, customer);
  const order = await reservationThroughApi(page, customer, configuration);
  const number = order.yanaReservationNumber;
  expect((await payThroughApi(page, order, customer, '4000 0000 0000 0002')).resultCode).toBe('Refused');

  await page.goto('/au-en/my-orders');
  const card = page.getByRole('listitem').filter({ hasText: number });
  await expect(card.getByText('Action Required')).toBeVisible();
  await expect(card.getByText('Awaiting deposit')).toBeVisible();
  await expectNoAxeViolations(page);
  const retry = card.getByRole('link', { name: `Re-try Payment for order ${number}` });
  const refusal = await mailTo(
    customer.email,
    new RegExp(`Your deposit for order ${number} did not go through`),
  );
  const emailed = new URL(refusal.text?.match(/Re-try Payment:\s+(\S+)/)?.[1] ?? '');
  expect(`${emailed.pathname}${emailed.search}`).toBe(await retry.getAttribute('href'));

  await retry.click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Re-try Payment' });
  await payWith(dialog.frameLocator('iframe[title="Card payment"]'), '4111 1111 1111 1111');
  await expect(dialog.getByText('Your deposit has been received')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker.getByRole('button', { name: /^Order Placed Step 1 of 5: Completed/ })).toBeVisible();
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
  await page.goto('/au-en/my-orders');
  await expect(card.getByText('Order placed')).toBeVisible();
  await expect(card.getByRole('link', { name: /Re-try Payment/ })).toHaveCount(0);
});

import { customerThroughApi, payThroughApi, reservationThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailTo, payWith, shootBoth } from './support';

/*
 * A deposit refused at checkout (audit defect 2, issue 17): the order stays findable in My Orders with Action
 * Required, the refusal email links the same Re-try Payment as the card, and that link opens the order page's Re-try
 * Payment; the tracker's own Re-try Payment opens it too, where a refused card is said so (never an expired
 * reservation) and the dialog's Re-try Payment then pays it with a good card. The account, the reservation and the
 * first refused card go through the calls the browser makes (checkout.spec.ts refuses a card in the checkout's own
 * form); My Orders and the order page are what this tests.
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
  // The only axe scan of My Orders (owner-portal.spec.ts lists two placed orders there).
  await expectNoAxeViolations(page);
  const retry = card.getByRole('link', { name: `Re-try Payment for order ${number}` });
  const refusal = await mailTo(
    customer.email,
    new RegExp(`Your deposit for order ${number} did not go through`),
  );
  const emailed = new URL(refusal.text?.match(/Re-try Payment:\s+(\S+)/)?.[1] ?? '');
  expect(`${emailed.pathname}${emailed.search}`).toBe(await retry.getAttribute('href'));

  // The link opens the order page with its Re-try Payment dialog (the page behind it hidden from the reader).
  await retry.click();
  const dialog = page.getByRole('dialog', { name: 'Re-try Payment' });
  await expect(dialog.frameLocator('iframe[title="Card payment"]').getByLabel('Card number')).toBeVisible();
  // Closed, the order page shows the deposit unpaid; the tracker's Re-try Payment opens the dialog again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker.getByRole('button', { name: /^Order Placed Step 1 of 5: In progress/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(
    'No payments have been received yet.',
  );
  await tracker.getByRole('button', { name: 'Re-try Payment' }).click();

  // Refused again: said so, not as an expired reservation; the dialog's Re-try Payment, then a good card.
  await payWith(dialog.frameLocator('iframe[title="Card payment"]'), '4000 0000 0000 0002');
  await expect(
    dialog.getByText('Your credit card details have been refused, please re-enter your details.'),
  ).toBeVisible();
  await expect(dialog).not.toContainText('Your reservation has expired');
  await expectNoAxeViolations(page);
  await shootBoth(page, 'balance-retry-refused', false);
  await dialog.getByRole('button', { name: 'Re-try Payment' }).click();
  await payWith(dialog.frameLocator('iframe[title="Card payment"]'), '4111 1111 1111 1111');
  await expect(dialog.getByText('Your deposit has been received')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(tracker.getByRole('button', { name: /^Order Placed Step 1 of 5: Completed/ })).toBeVisible();
  await expect(tracker.getByRole('button', { name: 'Re-try Payment' })).toHaveCount(0);
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment summary' }).getByRole('table');
  await expect(history.getByRole('row', { name: /Deposit/ })).toHaveCount(1);
  await page.goto('/au-en/my-orders');
  await expect(card.getByText('Order placed')).toBeVisible();
  await expect(card.getByRole('link', { name: /Re-try Payment/ })).toHaveCount(0);
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type Customer, customerThroughApi, fillCheckout } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, payWith, shootBoth } from './support';

/*
 * Paying for an order after checkout (issue 17): a customer with a placed order opens Arrange Payment (balance,
 * reference, due date, bank details) and downloads the payment summary PDF with the same figures; a customer
 * whose deposit was refused pays it from the order page, refused once and then accepted.
 */

const luxury = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  // A configuration of its own: the seeded stock of each is small, and other journeys reserve Stellar Black.
  exterior: { id: 'AU-LUX-ASM', name: 'Argent Silver Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};
const person = { firstName: 'Pat', lastName: 'Payer', password: 'pat-long-password-7' };
const refusedCard = '4000 0000 0000 0002';
const goodCard = '5555 5555 5555 4444';

/**
 * A new signed-in customer (made through the provider's forms), then through the configurator to the payment step;
 * answers the reservation's ids from place-reservation.
 */
async function reserve(page: Page, customer: Customer) {
  await customerThroughApi(page, customer);
  await page.goto('/au-en/');
  await fillCheckout(page, customer, luxury);
  const reply = page.waitForResponse('**/api/Order/place-reservation');
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  const order = (await (await reply).json()).data.order;
  await page.getByRole('checkbox', { name: /I agree to the Order Terms/ }).check();
  return {
    path: `/au-en/my-orders/${[
      order.orderID,
      order.yanaReservationNumber,
      order.yanaCustomerID,
      order.yanaCustomerNo,
    ]
      .map((id: string) => Buffer.from(id).toString('base64'))
      .join('/')}/AU`,
    number: order.yanaReservationNumber as string,
  };
}

/** The text of a PDF as a reader would copy it. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('a customer with a placed order arranges the balance and downloads the payment summary', async ({
  page,
}) => {
  test.slow();
  const email = `pat.${Date.now()}@example.com`;
  const customer = { ...person, email };
  const order = await reserve(page, customer);
  await payWith(page.frameLocator('iframe[title="Card payment"]'), goodCard);
  await expect(page.getByRole('heading', { name: /thank you for your order/i })).toBeVisible();

  await page.goto(order.path);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment summary' });
  const owing = (await summary.getByText('Balance owing').locator('..').textContent())?.match(
    /\$[\d,.]+/,
  )?.[0];
  const deposit = (await summary.getByRole('row', { name: /Deposit/ }).textContent())?.match(
    /\$[\d,.]+/,
  )?.[0];
  expect(owing).toMatch(/^\$\d[\d,]*(\.\d{2})?$/);
  expect(deposit).toMatch(/^\$1,000(\.00)?$/);

  await summary.getByRole('button', { name: 'Arrange Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrange Payment' });
  await expect(dialog.getByTestId('balance-owing')).toHaveText(owing ?? '');
  await expect(dialog.getByTestId('payment-reference')).toHaveText(order.number);
  await expect(dialog.getByTestId('payment-due')).toHaveText('Follows from your delivery date');
  await expect(dialog).toContainText('full payment is due 3 business days before it');
  await expect(dialog).toContainText('Cadillac Showroom Pty Ltd');
  await expect(dialog).toContainText('062-000');
  await expect(dialog).toContainText('Transfers can take up to 3 business days');
  await expectNoAxeViolations(page);
  await shootBoth(page, 'balance-arrange-payment', false);

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download payment summary (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payment-summary-${order.number}.pdf`);
  const text = await pdfText((await file.path()) ?? '');
  expect(text).toContain(`Balance owing ${owing}`);
  expect(text).toContain(`Deposit ${deposit}`);
  expect(text).toContain(`Payment reference ${order.number}`);
  expect(text).toContain('Cadillac Showroom Pty Ltd');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByRole('button', { name: 'Arrange Payment' })).toBeFocused();
});

test('a refused deposit is paid from the order page: refused card, Re-try, good card', async ({ page }) => {
  test.slow();
  const email = `pat.retry.${Date.now()}@example.com`;
  const customer = { ...person, email };
  const order = await reserve(page, customer);
  await payWith(page.frameLocator('iframe[title="Card payment"]'), refusedCard);
  await expect(
    page.getByText('Your credit card details have been refused, please re-enter your details.'),
  ).toBeVisible();

  await page.goto(order.path);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });
  await expect(tracker.getByRole('button', { name: /^Order Placed Step 1 of 5: In progress/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(
    'No payments have been received yet.',
  );
  await tracker.getByRole('button', { name: 'Re-try Payment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Re-try Payment' });
  await payWith(dialog.frameLocator('iframe[title="Card payment"]'), refusedCard);
  await expect(
    dialog.getByText('Your credit card details have been refused, please re-enter your details.'),
  ).toBeVisible();
  await expect(dialog).not.toContainText('Your reservation has expired');
  await expectNoAxeViolations(page);
  await shootBoth(page, 'balance-retry-refused', false);
  await dialog.getByRole('button', { name: 'Re-try Payment' }).click();

  await payWith(dialog.frameLocator('iframe[title="Card payment"]'), goodCard);
  await expect(dialog.getByText('Your deposit has been received')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(tracker.getByRole('button', { name: /^Order Placed Step 1 of 5: Completed/ })).toBeVisible();
  await expect(tracker.getByRole('button', { name: 'Re-try Payment' })).toHaveCount(0);
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment summary' }).getByRole('table');
  await expect(history.getByRole('row', { name: /Deposit/ })).toHaveCount(1);
});

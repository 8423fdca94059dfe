import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, shootBoth } from './support';

/*
 * Paying for an order after checkout (issue 17): a customer with a placed order opens Arrange Payment (balance,
 * reference, due date, bank details) and downloads the payment summary PDF with the same figures. The account and
 * the order go through the calls the browser makes. A refused deposit paid from the order page, refused once more
 * and then accepted, is deposit-refused.spec.ts's.
 */

const luxury = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  // A configuration of its own: the seeded stock of each is small, and other journeys reserve Stellar Black.
  exterior: { id: 'AU-LUX-ASM', name: 'Argent Silver Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};
const person = { firstName: 'Pat', lastName: 'Payer', password: 'pat-long-password-7' };

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
  const customer = { ...person, email: `pat.${Date.now()}@example.com` };
  await customerThroughApi(page, customer);
  const number = await orderThroughApi(page, customer, luxury);

  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
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
  await expect(dialog.getByTestId('payment-reference')).toHaveText(number);
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
  expect(file.suggestedFilename()).toBe(`payment-summary-${number}.pdf`);
  const text = await pdfText((await file.path()) ?? '');
  expect(text).toContain(`Balance owing ${owing}`);
  expect(text).toContain(`Deposit ${deposit}`);
  expect(text).toContain(`Payment reference ${number}`);
  expect(text).toContain('Cadillac Showroom Pty Ltd');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByRole('button', { name: 'Arrange Payment' })).toBeFocused();
});

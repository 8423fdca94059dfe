import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { staffOpensOrder } from './staff-session';
import { mailTo, shoot } from './support';

/*
 * A paid order cancelled by staff (issue 30, done-when item 2): staff cancel it with the back office's Cancel and
 * refund; the customer's order page then owes nothing and its payment history lists the deposit and its refund
 * (date, amount, sandbox reference), Refunded once the sandbox's REFUND notification settles it; the payment summary
 * PDF says the order is cancelled and gives no bank details; the mailbox has the cancellation email and the
 * refund-complete email. The account and the paid order go through the calls the browser makes.
 */

// AU Sport in Crystal White Tricoat with Jet Black Nappa: in the seeded stock, and no other journey's.
const configuration = {
  variant: { id: 'AU-SPORT', name: 'Sport', basePrice: 0 },
  exterior: { id: 'AU-SPORT-CWT', name: 'Crystal White Tricoat', price: 0, hasStock: true },
  interior: { id: 'AU-SPORT-JBN', name: 'Jet Black Nappa', price: 0, hasStock: true },
  options: [],
};

/** The text of a PDF as a reader would copy it. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('staff cancel a paid order: the customer owes nothing, sees the refund settle, and gets both emails', async ({
  page,
  browser,
}) => {
  const customer = {
    firstName: 'Cal',
    lastName: 'Cancel',
    email: `cal.cancel.${Date.now()}@example.com`,
    password: 'cal-long-password-3',
  };
  await customerThroughApi(page, customer);
  const number = await orderThroughApi(page, customer, configuration);

  // Staff find the order in the back office and cancel it.
  const staff = await staffOpensOrder(browser, customer.email, number);
  await expect(staff.getByRole('heading', { name: `Order ${number} · Ordered` })).toBeVisible();
  const cancel = staff.getByRole('form', { name: 'Cancel the order and refund the deposit' });
  await cancel.getByLabel('Reason for cancelling').fill('The customer changed their mind (e2e).');
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number} · Cancelled` })).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: 'This order is cancelled' })).toBeVisible();
  await staff.context().close();

  // The customer's order page: cancelled, nothing owing, the deposit and its refund, Refunded once settled.
  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('This order has been cancelled.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(summary.getByRole('note')).toHaveText(/^This order is cancelled: nothing is owing\./);
  await expect(summary.getByText('Balance owing')).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Arrange Payment' })).toHaveCount(0);
  const today = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'long' }).format(
    new Date(),
  );
  await expect(summary.getByRole('row', { name: `${today} Deposit Received $1,000` })).toBeVisible();
  const refund = summary.getByRole('row', { name: /Deposit refund/ });
  await expect(async () => {
    await page.reload();
    await expect(refund).toHaveAccessibleName(
      new RegExp(`^${today} Deposit refund Refunded Ref\\. SANDBOXREFUND[0-9A-F]+ −\\$1,000$`),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  const reference = (await refund.textContent())?.match(/SANDBOXREFUND[0-9A-F]+/)?.[0] ?? '';
  await summary.scrollIntoViewIfNeeded();
  await shoot(page, 'order-cancelled-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await summary.scrollIntoViewIfNeeded();
  await shoot(page, 'order-cancelled-summary-390');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // The payment summary PDF: cancelled, the refund with its reference, no bank transfer details.
  const download = page.waitForEvent('download');
  await summary.getByRole('link', { name: 'Download payment summary (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payment-summary-${number}.pdf`);
  const text = await pdfText((await file.path()) ?? '');
  expect(text).toContain(`Order number ${number}`);
  expect(text).toContain(`${today} Deposit $1,000`);
  // The PDF's fonts have no minus sign (U+2212): it writes a hyphen-minus.
  expect(text).toContain(`${today} Deposit refund (refunded, ref. ${reference}) -$1,000`);
  expect(text).toContain('Balance owing Nothing: this order is cancelled');
  expect(text).toContain('This order is cancelled.');
  expect(text).not.toContain('Pay by bank transfer');
  expect(text).not.toContain('BSB');

  // The mailbox: the cancellation email, then the refund-complete email with the same reference.
  await mailTo(
    customer.email,
    new RegExp(`^Your order ${number} is cancelled and your \\$1,000 deposit is being refunded$`),
  );
  const settled = await mailTo(
    customer.email,
    new RegExp(`^Your \\$1,000 refund for ${number} is complete$`),
  );
  expect(settled.text).toContain(reference);
});

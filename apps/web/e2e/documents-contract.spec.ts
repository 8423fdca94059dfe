import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, shootBoth } from './support';

/*
 * Issue 18 in Chromium: an owner provides their details with both sides of the licence (real JPEG and PNG made by
 * the browser), sees them in the Documents menu, signs the contract and downloads the signed PDF, whose text carries
 * the order page's price lines. The sign button disabled without the box and a one-word name refused are the
 * dialog's component test (src/features/sales-contract/contract.test.tsx).
 */

const configuration = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  // A configuration of its own: the seeded stock of each is small, and other journeys reserve Stellar Black.
  exterior: { id: 'AU-LUX-SWH', name: 'Summit White', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Gray Inteluxe', price: 0, hasStock: true },
  options: [],
};
const account = { firstName: 'Ivy', lastName: 'Signer', password: 'ivy-long-password-7' };
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** A small picture encoded by the browser itself, as a phone would hand it over. */
async function picture(page: Page, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#335';
    context.fillRect(0, 0, 64, 40);
    context.fillStyle = '#fc0';
    context.fillText('LICENCE', 8, 24);
    return canvas.toDataURL(mime).split(',')[1] ?? '';
  }, type);
  return Buffer.from(base64, 'base64');
}

test('an owner provides their details, signs the contract and downloads it with the order page’s prices', async ({
  page,
}) => {
  test.slow();
  const customer = { ...account, email: `ivy.${Date.now()}@example.com` };
  await customerThroughApi(page, customer);
  const orderNo = await orderThroughApi(page, customer, configuration);

  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${orderNo}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Order progress' });

  // Provide Your Details: a wrong file first, then everything with both sides of the licence.
  await tracker.getByRole('button', { name: 'Provide Your Details' }).click();
  const details = page.getByRole('dialog', { name: 'Provide Your Details' });
  await details.getByLabel('Licence front').setInputFiles({
    name: 'licence-front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is a program, not a photo'),
  });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByLabel('Licence front')).toHaveAccessibleDescription(
    /Please upload a JPEG or PNG image, or a PDF\./,
  );

  await details.getByLabel('Driver licence number').fill('12345678');
  await details.getByLabel('Licence expiry date').fill('2031-05-31');
  for (const group of ['Billing address', 'Registration address']) {
    const fields = details.getByRole('group', { name: group });
    await fields.getByLabel('Street address').fill('10 Example Street');
    await fields.getByLabel('Suburb').fill('Sydney');
    await fields.getByLabel('Postcode').fill('2000');
    await fields.getByLabel('State').fill('NSW');
  }
  await details.getByLabel('Licence front').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(page, 'image/jpeg'),
  });
  await details.getByRole('button', { name: 'Submit' }).click();
  await expect(
    details
      .getByRole('alert')
      .filter({ hasText: 'Please upload the front and back of your driver licence.' })
      .first(),
  ).toBeVisible();
  await details.getByLabel('Licence back').setInputFiles({
    name: 'back.png',
    mimeType: 'image/png',
    buffer: await picture(page, 'image/png'),
  });
  await details.getByRole('button', { name: 'Submit' }).click();
  await expect(details.getByText('You have submitted successfully.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBoth(page, 'provide-details');
  await details.getByRole('button', { name: 'Close' }).click();

  // Both sides are listed in the Documents menu.
  await page.getByRole('button', { name: 'Documents' }).click();
  const listed = page.getByRole('list', { name: 'Your documents' });
  for (const [side, type] of [
    ['front', 'image/jpeg'],
    ['back', 'image/png'],
  ]) {
    const view = listed.getByRole('link', { name: `View Driver Licence (${side})` });
    await expect(view).toBeVisible();
    const file = await page.request.get((await view.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(type);
  }
  await page.keyboard.press('Escape');

  // Review and sign: the box ticked and the full name typed.
  await tracker.getByRole('button', { name: 'Review and Sign Contract' }).click();
  const sign = page.getByRole('dialog', { name: 'Review and Sign Contract' });
  await expect(sign.getByRole('link', { name: /View Vehicle Sales Order Contract \(draft\)/ })).toBeVisible();
  await sign
    .getByRole('checkbox', {
      name: "I have read and reviewed my vehicle sales order contract and agree with all the T&C's mentioned in this contract.",
    })
    .check();
  await sign.getByLabel('Your full name').fill('Ivy Signer');
  await expectNoAxeViolations(page);
  await shootBoth(page, 'sign-contract');
  await sign.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(sign).toBeHidden();
  await expect(page.getByText('Order confirmed', { exact: true })).toBeVisible();

  // The signed contract: download it and read its text.
  // The step stays open where it was signed; its button now downloads the contract.
  await tracker.getByRole('button', { name: 'Download Contract' }).click();
  const ready = page.getByRole('dialog', { name: 'Your Contract' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('link', { name: 'Download Vehicle Sales Order Contract' }).click(),
  ]);
  const text = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
  await ready.getByRole('button', { name: 'Close' }).last().click();

  const breakdown = page.getByRole('region', { name: 'Your LYRIQ' });
  const lines = await breakdown.locator('dl > div').evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector('dt')?.firstChild?.textContent?.trim() ?? '',
      amount: row.querySelector('dd')?.textContent?.trim() ?? '',
    })),
  );
  expect(lines.map((line) => line.label)).toContain('Drive-away price');
  for (const line of lines) expect(text).toContain(`${line.label} ${line.amount.replace('−', '-')}`);
  expect(text).toContain('Signed by Ivy Signer');
  expect(text).toContain(`Order ${orderNo}`);
  await shootBoth(page, 'order-confirmed-documents');
});

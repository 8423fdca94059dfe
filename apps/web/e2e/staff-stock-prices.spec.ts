import { createHmac } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { e2eAdmin, e2eClockToken } from '../../../scripts/lib/e2e-fixtures.mjs';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailTo } from './support';

/*
 * Issue 22, done-list item 1, the stock and price halves (the bank payment is staff.spec's): a customer joins the
 * waitlist for a sold-out configuration (AU Luxury in Crystal White Tricoat with the Oxford Stone cabin, which no
 * other journey uses), an admin adds a unit of it and the waitlist email arrives; the customer orders that unit;
 * on the order page the admin attaches a PDF as the contract; the admin sets the paint's price from tomorrow; the
 * configurator keeps today's price until the server's clock (moved with POST /__test/clock, TEST_CLOCK_TOKEN)
 * reaches tomorrow in Sydney, then shows the new one, while the order keeps the price it was placed at. The clock
 * goes back and the scheduled price is withdrawn at the end.
 *
 * The customer's account, waitlist entry and order go through the calls the browser makes (checkout.spec.ts joins
 * a waitlist and orders through the checkout's pages); a non-PDF upload refused on the file field is the contract
 * panel's component test (src/features/staff-orders/components/contract-panel.test.tsx) and the server's
 * (staff-contract.test.ts).
 */

test.use({ viewport: { width: 1440, height: 900 } });

const paint = 'Crystal White Tricoat';
const cabin = 'Oxford Stone with Garnet accents Nappa';
const configurationUrl = `/?selectedCountry=AU&selectedState=NSW&selectedVariant=Luxury&selectedExterior=${encodeURIComponent(paint)}&selectedInterior=${encodeURIComponent(cabin)}`;
const configuration = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-CWT', name: paint, price: 0, hasStock: true },
  interior: { id: 'AU-LUX-OSG', name: cabin, price: 0, hasStock: true },
  options: [],
};

/** The checkout's waitlist entry (its Join the waitlist) for the configuration, with pick-up in Sydney. */
async function joinWaitlist(request: APIRequestContext, origin: string, email: string) {
  const reply = await request.post('/api/interest/save-interest', {
    headers: { 'x-showroom-client': 'web', origin },
    data: {
      ifCallYanaAPI: true,
      interest: {
        Country: 'AU',
        State: 'NSW',
        VariantName: configuration.variant.name,
        ExteriorName: paint,
        InteriorName: cabin,
        Options: [],
        PaymentOption: 'Cash',
        CustomerType: 'Private',
        BusinessName: null,
        ABN: null,
        FirstName: 'Jo',
        LastName: 'Citizen',
        Email: email,
        Mobile: '0412345678',
        DeliveryOption: 'Pickup',
        DeliveryAddress: 'Cadillac Experience Centre Sydney',
        DeliveryLocationSuburb: 'Parramatta',
        DeliveryLocationState: 'NSW',
        DeliveryLocationPostcode: '2150',
        EstDeliveryDate: 'Waitlisted',
        PrivacyStatement: true,
        Marketing: false,
        InterestType: 'Waitlist',
        Comments: null,
        WebUniqueKey: null,
        Source: 'Checkout',
        UTMtag: null,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** RFC 6238 code of a base32 secret at a time (the server's, which may have been moved). */
function totpAt(secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Moves (or reads, with `{}`) the server's clock; answers its time. */
async function serverClock(request: APIRequestContext, body: { at?: string; offsetMs?: number }) {
  const reply = await request.post('/__test/clock', {
    data: body,
    headers: { authorization: `Bearer ${e2eClockToken}`, 'x-showroom-client': 'web' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return Date.parse((await reply.json()).now);
}

/** A VIN of this run with its ISO 3779 check digit (position 9). */
function freshVin(): string {
  const values: Record<string, number> = { G: 7, Y: 8, K: 2, P: 7, M: 4, R: 9, L: 3, Z: 9 };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const body = `1GYKPMRL0RZ${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce(
    (total, c, i) => total + (/\d/.test(c) ? Number(c) : (values[c] ?? 0)) * (weights[i] ?? 0),
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${body.slice(0, 8)}${check}${body.slice(9)}`;
}

/** The admin signs in to the back office with password and the TOTP code of the server's time. */
async function adminSignsIn(page: Page, serverNowMs: number) {
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Sign in as staff' }).click();
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Code').fill(totpAt(e2eAdmin.totpSecret, serverNowMs));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
}

async function openSection(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The paint swatch of the configuration, as the configurator names it (name and price). */
const paintSwatch = (page: Page) =>
  page.getByRole('group', { name: 'Paint' }).getByRole('radio', { name: new RegExp(`^${paint},`) });

/** The admin's order page: its drive-away price. */
async function driveAwayOf(page: Page, orderNo: string): Promise<string> {
  await openSection(page, 'Orders', 'Orders');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Order number').press('Enter');
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Order ${orderNo}`) })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Customer and vehicle' });
  await expect(facts).toContainText(paint);
  return (await facts.locator('dt:text-is("Drive-away") + dd').textContent()) ?? '';
}

async function staffPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
}

test('staff add a unit for a waitlisted configuration and the waitlist is emailed; a paint price set from tomorrow shows in the configurator on that day while the order keeps its price', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const customer = {
    firstName: 'Jo',
    lastName: 'Citizen',
    email: `waitlisted.${Date.now()}@example.com`,
    password: 'jo-long-password-5',
  };
  const { email } = customer;

  // The customer, signed in, joins the waitlist for the sold-out configuration.
  await customerThroughApi(page, customer);
  await joinWaitlist(page.request, baseURL ?? '', email);

  // An admin adds a unit of it at the Sydney centre: the waitlist entry is emailed through the outbox.
  const admin = await staffPage(browser);
  await adminSignsIn(admin, await serverClock(request, {}));
  await openSection(admin, 'Stock', 'Stock');
  const vin = freshVin();
  const unit = admin.getByRole('form', { name: 'Add a unit' });
  for (const [label, value] of [
    ['VIN', vin],
    ['Market (AU or NZ)', 'AU'],
    ['Variant id', 'AU-LUX'],
    ['Exterior id', 'AU-LUX-CWT'],
    ['Interior id', 'AU-LUX-OSG'],
    ['Experience Centre id (empty: in transit)', 'sydney-rosebery'],
    ['Build date', '2026-09-01'],
    ['Arrival date', '2026-10-15'],
    ['Estimated delivery text', 'Estimated delivery: 2–4 weeks'],
  ] as const) {
    await unit.getByLabel(label, { exact: true }).fill(value);
  }
  await unit.getByRole('button', { name: 'Add unit' }).click();
  await expect(unit.getByRole('status')).toHaveText(`Added ${vin}. Waitlist entries emailed: 1.`);
  await expectNoAxeViolations(admin);
  const notice = await mailTo(email, /matching your waitlist request is in stock/);
  expect(notice.text).toContain(paint);

  // The customer orders the unit, the deposit paid.
  const orderNo = await orderThroughApi(page, customer, configuration);
  expect(orderNo).toMatch(/^SR-\d+$/);
  const placedAt = await driveAwayOf(admin, orderNo);
  expect(placedAt).toMatch(/^\$[\d,]+$/);

  // Before the customer signs, staff may attach a corrected contract on the order page (a PDF by its content).
  const contract = admin.getByRole('region', { name: 'Contract' });
  const file = contract.getByLabel('Contract PDF (at most 10 MB)');
  await file.setInputFiles({
    name: 'corrected.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% Corrected contract\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    ),
  });
  await contract.getByRole('button', { name: 'Attach PDF' }).click();
  await expect(contract.getByRole('status')).toHaveText('PDF attached: the customer now sees it.');
  await expect(contract.getByTestId('contract-status')).toHaveText(/^PDF attached by staff, not signed/);
  await expect(contract.getByRole('link', { name: 'Open the contract (corrected.pdf)' })).toBeVisible();
  // Axe scans the order page, its contract panel included, in staff.spec.

  // The admin sets the paint's price from tomorrow (the market's day, as the prices page counts it).
  await openSection(admin, 'Prices', 'Catalogue prices');
  const caption = (await admin.getByRole('table').locator('caption').textContent()) ?? '';
  const today = caption.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const form = admin.getByRole('form', { name: 'Set a price' });
  await form.getByLabel('Kind').selectOption('exterior');
  await form.getByLabel('Item').selectOption({ label: `${paint} (Luxury)` });
  await form.getByLabel('Price in cents (GST inclusive)').fill('440000');
  await form.getByLabel('Effective from').fill(tomorrow);
  await form.getByRole('button', { name: 'Set price' }).click();
  await expect(form.getByRole('status')).toHaveText(`${paint} (Luxury): 440000 cents from ${tomorrow}.`);

  try {
    // Today the configurator still shows the old price.
    await page.goto(configurationUrl);
    await expect(paintSwatch(page)).toBeChecked();
    await expect(paintSwatch(page)).toHaveAccessibleName(/plus \$3,300$/);

    // Tomorrow in Sydney (02:00 at +10:00 is after midnight whether or not daylight saving runs).
    const serverNow = await serverClock(request, { at: `${tomorrow}T02:00:00+10:00` });
    await page.goto(configurationUrl);
    await expect(paintSwatch(page)).toHaveAccessibleName(/plus \$4,400$/);

    // The order keeps the price it was placed at (a fresh staff sign-in: the clock moved past the idle limit).
    const later = await staffPage(browser);
    await adminSignsIn(later, serverNow);
    expect(await driveAwayOf(later, orderNo)).toBe(placedAt);
  } finally {
    await serverClock(request, { offsetMs: 0 });
  }

  // Back to the real day: the price not yet in effect is withdrawn, so no later journey meets it. The first
  // admin session is still fresh by the real clock (a new sign-in could not reuse a TOTP step already used).
  await openSection(admin, 'Prices', 'Catalogue prices');
  const withdraw = admin.getByRole('button', {
    name: `Withdraw $4,400 from ${tomorrow} for ${paint} (Luxury)`,
  });
  await withdraw.click();
  await expect(withdraw).toHaveCount(0);
});

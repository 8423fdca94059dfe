import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, shoot } from './support';

/* Issue 3 (web): the live drive-away price in the bar and 'YOUR LYRIQ SUMMARY', as the server prices them. */

test.use({ viewport: { width: 1440, height: 900 } });

type Location = { country: 'AU'; state: string } | { country: 'NZ' };

const money = (value: number) =>
  `$${(value / 100).toLocaleString('en-AU', value % 100 === 0 ? {} : { minimumFractionDigits: 2 })}`;

async function open(page: Page, location: Location) {
  await page.addInitScript(
    (stored) => localStorage.setItem('showroom.location', JSON.stringify(stored)),
    location,
  );
  await page.goto(location.country === 'AU' ? '/au-en/' : '/nz-en/');
}

/** The server's drive-away price for the configuration the page holds (its default picks). */
async function serverPrice(page: Page, location: Location, extra: Record<string, unknown> = {}) {
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('showroom.configuration') ?? '{}').interior),
    )
    .toBeTruthy();
  const configuration = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('showroom.configuration') ?? '{}'),
  );
  const reply = await page.request.post('/api/PaymentOptions/get-driveaway-cost', {
    headers: { 'x-showroom-client': 'web' },
    data: {
      Country: location.country,
      State: location.country === 'AU' ? location.state : null,
      VariantID: configuration.variant.id,
      ExteriorID: configuration.exterior.id,
      InteriorID: configuration.interior.id,
      Options: [],
      ...extra,
    },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data.driveawayCostData as Record<string, number>;
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'Your configuration' });

test('NSW: the bar shows the server’s drive-away price, itemised in YOUR LYRIQ SUMMARY, and regional delivery adds its fee', async ({
  page,
}) => {
  const nsw = { country: 'AU', state: 'NSW' } as const;
  await open(page, nsw);
  const cost = await serverPrice(page, nsw);
  await expect(bar(page).locator('[aria-live]')).toContainText(money(cost.driveawayPrice ?? 0));

  await bar(page).getByRole('button', { name: 'Pricing & Finance Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' });
  await expect(dialog).toContainText('Vehicle subtotal');
  await expect(dialog).toContainText('Stamp duty');
  await expect(dialog).toContainText('Luxury car tax');
  await expect(dialog.getByText('Drive-away price', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(money(cost.driveawayPrice ?? 0));
  await shoot(page, 'pricing-1440-summary-nsw');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Regional delivery to Dubbo: the price follows the delivery.
  const section = page.getByRole('region', { name: 'TAKING DELIVERY' });
  await section.scrollIntoViewIfNeeded();
  await page.getByRole('combobox', { name: 'Primary address' }).fill('Dubbo');
  await page.getByRole('option', { name: 'Dubbo NSW 2830', exact: true }).click();
  await section.getByRole('radio', { name: 'Regional Delivery', exact: true }).check();
  const delivered = await serverPrice(page, nsw, {
    DeliveryOption: 'HomeDelivery',
    PostCode: '2830',
    Suburb: 'Dubbo',
  });
  expect(delivered.homeDelivery).toBeGreaterThan(0);
  await expect(bar(page).locator('[aria-live]')).toContainText(money(delivered.driveawayPrice ?? 0));
  await bar(page).getByRole('button', { name: 'Pricing & Finance Details' }).click();
  await expect(page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' })).toContainText(
    money(delivered.homeDelivery ?? 0),
  );
  await shoot(page, 'pricing-1440-summary-dubbo');
});

test('New Zealand: the bar shows the server’s drive-away price', async ({ page }) => {
  const nz = { country: 'NZ' } as const;
  await open(page, nz);
  const cost = await serverPrice(page, nz);
  await expect(bar(page).locator('[aria-live]')).toContainText(money(cost.driveawayPrice ?? 0));
  await shoot(page, 'pricing-1440-bar-nz');
  await bar(page).getByRole('button', { name: 'Pricing & Finance Details' }).click();
  await expect(page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' })).toContainText('Road user charges');
  await shoot(page, 'pricing-1440-summary-nz');
});

test('the Finance tab calculates repayments on the drive-away price and enforces the minimum deposit', async ({
  page,
}) => {
  const nsw = { country: 'AU', state: 'NSW' } as const;
  await open(page, nsw);
  const cost = await serverPrice(page, nsw);
  await expect(bar(page).locator('[aria-live]')).toContainText(money(cost.driveawayPrice ?? 0));
  await bar(page).getByRole('button', { name: 'Pricing & Finance Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' });
  await dialog.getByRole('tab', { name: 'Finance' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Finance' });
  await expect(panel.getByText(/Monthly repayment/i)).toBeVisible();
  await expect(panel).toContainText('Comparison rate');
  await shoot(page, 'payment-1440-finance');
  await expectNoAxeViolations(page);

  const deposit = panel.getByRole('textbox', { name: 'Deposit' });
  await deposit.fill('500');
  await expect(panel.getByRole('alert')).toHaveText('A minimum deposit of $1000 is required.');
  await deposit.fill('99999999');
  await deposit.blur();
  await expect(deposit).not.toHaveValue('99999999');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('changing variant, paint or an accessory reprices the bar to the server’s figure', async ({ page }) => {
  const nsw = { country: 'AU', state: 'NSW' } as const;
  await open(page, nsw);
  const price = bar(page).locator('[aria-live]');
  const first = await serverPrice(page, nsw);
  await expect(price).toContainText(money(first.driveawayPrice ?? 0));

  const variantId = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('showroom.configuration') ?? '{}').variant?.id);
  const luxury = await variantId();
  await page
    .getByRole('group', { name: 'Choose your variant' })
    .getByRole('radio', { name: /^Sport From/ })
    .check();
  await expect.poll(variantId).not.toBe(luxury);
  const sport = await serverPrice(page, nsw);
  expect(sport.driveawayPrice).not.toBe(first.driveawayPrice);
  await expect(price).toContainText(money(sport.driveawayPrice ?? 0));

  const paid = page
    .getByRole('group', { name: 'Paint' })
    .getByRole('radio', { name: /plus \$/ })
    .first();
  await paid.check();
  await expect
    .poll(async () => (await serverPrice(page, nsw)).driveawayPrice)
    .toBeGreaterThan(sport.driveawayPrice ?? 0);
  const painted = await serverPrice(page, nsw);
  await expect(price).toContainText(money(painted.driveawayPrice ?? 0));

  const tray = page.getByRole('checkbox', { name: 'Cargo tray' });
  await tray.scrollIntoViewIfNeeded();
  await tray.check();
  await expect(price).not.toContainText(money(painted.driveawayPrice ?? 0));
  await tray.uncheck();
  await expect(price).toContainText(money(painted.driveawayPrice ?? 0));
});

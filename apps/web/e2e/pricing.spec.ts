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

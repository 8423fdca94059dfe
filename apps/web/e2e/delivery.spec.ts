import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseAddress,
  expectControlsInPlace,
  expectNoAxeViolations,
  openPriceSummary,
  proceedAction,
  shoot,
} from './support';

/* Issue 4, "Done when" items 2 and 4: the 'TAKING DELIVERY' section in Chromium against the production build. */

test.use({ viewport: { width: 1440, height: 900 } });

type Location = { country: 'AU'; state: string } | { country: 'NZ' };

/** Opens a market's configurator with the location already confirmed, scrolled to the delivery section. */
async function openDelivery(page: Page, location: Location) {
  await page.addInitScript(
    (stored) => localStorage.setItem('showroom.location', JSON.stringify(stored)),
    location,
  );
  await page.goto(location.country === 'AU' ? '/au-en/' : '/nz-en/');
  const section = page.getByRole('region', { name: 'TAKING DELIVERY' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** The server's own centres for an address, to compare the page against. */
async function centresFor(page: Page, body: Record<string, string>) {
  const reply = await page.request.post('/api/Location/get-pickup-locations', {
    data: body,
    headers: { 'x-showroom-client': 'web' },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data.pickupLocations as {
    pickupLocationName: string;
    deliveryPrice: number;
    distance: number;
  }[];
}

test('a Sydney metro address picks up at Rosebery and is refused home delivery inside the minimum distance', async ({
  page,
}) => {
  const section = await openDelivery(page, { country: 'AU', state: 'NSW' });
  const field = page.getByRole('combobox', { name: 'Primary address' });

  // Proceeding without an address stays on the page: the section says why and takes focus.
  await (await proceedAction(page)).click();
  await expect(section.getByText('Primary Address is required.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(section.getByRole('heading', { name: 'TAKING DELIVERY' })).toBeInViewport();
  await expect(page).toHaveURL(/\/au-en\/$/);

  // Keyboard only: arrow down to the first suggestion and Enter. (That four characters search nothing is
  // delivery.test.tsx's.)
  await field.fill('12 Smith St Parramatta');
  await expect(
    page.getByRole('option', { name: '12 Smith St, Parramatta NSW 2150', exact: true }),
  ).toBeVisible();
  await shoot(page, 'delivery-1440-suggestions');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('12 Smith St, Parramatta NSW 2150');
  await expect(section.getByText('Primary Address is required.')).toHaveCount(0);

  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();
  const sydney = section.getByRole('radio', { name: /Cadillac Experience Centre Sydney/ });
  await expect(sydney).toBeChecked();
  await expect(section).toContainText('115-151 Dunning Avenue, Rosebery NSW 2018');
  await expect(section).toContainText('27.1 km away · Available for pick up');
  await expect(section).toContainText('Cadillac Experience Centre Brisbane');
  await expect(section).toContainText('Opening soon');
  await section.getByRole('group', { name: 'Pick up location' }).scrollIntoViewIfNeeded();
  await shoot(page, 'delivery-1440-pickup');

  await section.getByRole('radio', { name: 'Regional Delivery', exact: true }).check();
  await expect(section.getByRole('alert')).toContainText(
    'falls within the minimum distance from an Experience Centre',
  );
  // Axe scans the section with its refusals in the next journey.
  await shoot(page, 'delivery-1440-minimum-distance');

  // Home delivery inside the minimum distance cannot go to checkout; pick-up can.
  await (await proceedAction(page)).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(section.getByRole('alert')).toContainText(
    'Your Delivery Address is not eligible for Regional Delivery because it falls within the minimum distance',
  );
  await section.getByRole('radio', { name: 'Pick Up', exact: true }).check();
  await (await proceedAction(page)).click();
  await expect(page).toHaveURL(/\/au-en\/checkout$/);
});

test('a regional NSW address (Dubbo) is priced for regional delivery and the fee is in the drive-away summary', async ({
  page,
}) => {
  const section = await openDelivery(page, { country: 'AU', state: 'NSW' });
  await chooseAddress(page, 'Primary address', 'Dubbo', 'Dubbo NSW 2830');
  const [nearest] = await centresFor(page, {
    Country: 'AU',
    State: 'NSW',
    PrimaryAddress: 'Dubbo NSW 2830',
    PrimaryPostcode: '2830',
    PrimarySuburb: 'Dubbo',
    PrimaryState: 'NSW',
  });
  expect(nearest?.deliveryPrice).toBeGreaterThan(0);
  const fee = `$${((nearest?.deliveryPrice ?? 0) / 100).toLocaleString('en-AU')}`;

  // Sydney is further than a day's return drive: regional delivery is the default, and picking up there asks first
  // (audit 000 D7, decision 0041).
  expect(nearest?.distance).toBeGreaterThan(250);
  const price = page.getByRole('complementary', { name: 'Your configuration' }).getByText(/^\$[\d,.]+$/);
  await expect(section.getByRole('radio', { name: 'Regional Delivery', exact: true })).toBeChecked();
  await expect(section.getByRole('status').filter({ hasText: 'Regional delivery' })).toContainText(fee);
  const deliveredPrice = await price.textContent();
  await shoot(page, 'delivery-1440-regional');
  await section.getByRole('radio', { name: 'Pick Up', exact: true }).click();
  const question = section.getByRole('group', {
    name: /Cadillac Experience Centre Sydney is [\d.]+ km from your address/,
  });
  await expect(question.getByRole('button', { name: 'Yes, collect there' })).toBeFocused();
  await expect(section.getByRole('radio', { name: 'Regional Delivery', exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();
  await expect(price).not.toHaveText(deliveredPrice ?? '');
  await section.getByRole('radio', { name: 'Regional Delivery', exact: true }).check();
  await expect(price).toHaveText(deliveredPrice ?? '');

  // The fee is a line of 'YOUR LYRIQ SUMMARY'.
  await openPriceSummary(page);
  const summary = page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' });
  await expect(summary.locator('dt', { hasText: 'Home delivery' }).locator('+ dd')).toHaveText(fee);
  await shoot(page, 'delivery-1440-summary');
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);

  // A different delivery address inside the minimum distance, then one in another state, are refused.
  await section.getByRole('checkbox', { name: 'Deliver to a different address' }).check();
  await chooseAddress(page, 'Delivery address', '1 George St Parramatta', '1 George St, Parramatta NSW 2150');
  await expect(section).toContainText('Your Delivery Address is not eligible for Regional Delivery.');
  await chooseAddress(page, 'Delivery address', 'Geelong', 'Geelong VIC 3220');
  await expect(section).toContainText(
    'Different State from primary address is not allowed. Please try again or select In-store Collection.',
  );
  await shoot(page, 'delivery-1440-different-address');
  await expectNoAxeViolations(page);
});

test('an address across Bass Strait cannot be estimated: the spec text shows, in red in the summary', async ({
  page,
}) => {
  const section = await openDelivery(page, { country: 'AU', state: 'TAS' });
  await chooseAddress(page, 'Primary address', '1 Elizabeth St Hobart', '1 Elizabeth St, Hobart TAS 7000');
  await section.getByRole('radio', { name: 'Regional Delivery', exact: true }).check();
  const estimate =
    'We were unable to provide an accurate estimate for this delivery address. You can either try a different ' +
    'address or proceed with your order, and a member of our sales team will reach out to provide an estimate.';
  await expect(section.getByRole('alert')).toHaveText(estimate);
  await openPriceSummary(page);
  const line = page
    .getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' })
    .locator('dt', { hasText: 'Home delivery' })
    .locator('+ dd');
  await expect(line).toHaveText(estimate);
  expect(await line.locator('span').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
  await shoot(page, 'delivery-1440-estimate-error');
});

test('an address outside the chosen state is refused', async ({ page }) => {
  const section = await openDelivery(page, { country: 'AU', state: 'VIC' });
  await chooseAddress(page, 'Primary address', 'Dubbo', 'Dubbo NSW 2830');
  await expect(section).toContainText('You can only enter VIC address or refresh page to re-select state.');
  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toHaveCount(0);
});

test('New Zealand: Hamilton picks up in Auckland or is delivered for a fee', async ({ page }) => {
  const section = await openDelivery(page, { country: 'NZ' });
  await chooseAddress(page, 'Primary address', 'Hamilton Lake', 'Hamilton Lake, Hamilton 3204');
  await expect(section.getByRole('radio', { name: /Cadillac Experience Centre Auckland/ })).toBeChecked();
  await expect(section).toContainText('Karangahape Road');
  await section.getByRole('radio', { name: 'Regional Delivery', exact: true }).check();
  await expect(section.getByRole('status').filter({ hasText: 'Regional delivery' })).toContainText(/\$\d/);
  await shoot(page, 'delivery-1440-nz');
});

test('phone: the delivery section and the bar fit 390 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const section = await openDelivery(page, { country: 'AU', state: 'NSW' });
  await chooseAddress(page, 'Primary address', 'Dubbo', 'Dubbo NSW 2830');
  await section.getByRole('group', { name: 'Delivered from' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('radio', { name: 'Regional Delivery', exact: true })).toBeChecked();
  await expect(section.getByRole('status').filter({ hasText: 'Regional delivery' })).toBeVisible();
  await expectControlsInPlace(page, 'delivery section, regional delivery');
  await expect(page.getByRole('button', { name: 'Pricing & Finance Details' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'delivery-390-regional');
});

test('a second tab has the delivery chosen in the first, and checkout goes on from it (audit 000 D8)', async ({
  page,
  context,
}) => {
  const section = await openDelivery(page, { country: 'AU', state: 'NSW' });
  await chooseAddress(page, 'Primary address', '12 Smith St Parramatta', '12 Smith St, Parramatta NSW 2150');
  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();

  const second = await context.newPage();
  await second.goto('/au-en/');
  const again = second.getByRole('region', { name: 'TAKING DELIVERY' });
  await again.scrollIntoViewIfNeeded();
  await expect(second.getByRole('combobox', { name: 'Primary address' })).toHaveValue(
    '12 Smith St, Parramatta NSW 2150',
  );
  await expect(again.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();
  await expect(again.getByRole('radio', { name: /Cadillac Experience Centre Sydney/ })).toBeChecked();
  await (await proceedAction(second)).click();
  await expect(
    second.getByText('Choose how you will take delivery of your LYRIQ before checking out.'),
  ).toHaveCount(0);
  await expect(second).toHaveURL(/\/au-en\/checkout/);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, proceedAction, shoot } from './support';

/* Issue 5, "Done when" item 2: the inventory browser in Chromium against the production build. */

test.use({ viewport: { width: 1440, height: 900 } });

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const cards = (page: Page) => page.getByRole('region', { name: 'Vehicles' }).getByRole('article');
const bar = (page: Page) => page.getByText('Estimated delivery', { exact: true }).locator('..');
const drivePrices = async (page: Page) =>
  (await page.getByText(/^Drive away/).allTextContents()).map((t) => Number(t.replace(/\D/g, '')));

/** How many vehicle cards share the first row of the grid. */
const cardsInFirstRow = (page: Page) =>
  page.evaluate(() => {
    const tops = [...document.querySelectorAll('section[aria-label="Vehicles"] article')].map(
      (card) => card.getBoundingClientRect().top,
    );
    return tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
  });

test('filter to a variant and a paint, remove a chip, reach NO MATCHES FOUND and back, then ORDER', async ({
  page,
}) => {
  await page.goto('/au-en/inventory');
  // No location yet: the picker opens first, with Australia chosen by the market.
  const picker = page.getByRole('dialog', { name: 'SELECT YOUR LOCATION' });
  await picker.getByRole('combobox', { name: 'State' }).selectOption('NSW');
  await picker.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page.getByRole('heading', { name: 'EXPLORE INVENTORY' })).toBeVisible();
  await expect(page.getByText(/^\d+ vehicles$/)).toBeVisible();
  const everything = await cards(page).count();
  expect(everything).toBeGreaterThan(10);
  await expectNoAxeViolations(page);
  await shoot(page, 'inventory-1440');

  // Three cards a row beside the filters, four with the filters hidden.
  expect(await cardsInFirstRow(page)).toBe(3);
  await page.getByRole('button', { name: 'Hide Filters (0)' }).click();
  await expect(filters(page)).toHaveCount(0);
  expect(await cardsInFirstRow(page)).toBe(4);
  await shoot(page, 'inventory-1440-filters-hidden');
  await page.getByRole('button', { name: 'Show Filters (0)' }).click();

  // Sort by: highest price first, then back to the default, lowest first.
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption({ label: 'Highest price' });
  await expect
    .poll(async () => {
      const prices = await drivePrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
    })
    .toBe(true);
  await sortBy.selectOption({ label: 'Lowest price' });

  // A variant, then a paint: chips, the count, narrowed cards. Sold-out paints are disabled.
  await filters(page).getByRole('checkbox', { name: 'Luxury' }).click();
  await expect(page).toHaveURL(/variant=Luxury/);
  await expect(filters(page).getByRole('checkbox', { name: /Emerald Lake Metallic/ })).toBeDisabled();
  await expect(filters(page).getByRole('checkbox', { name: /Radiant Red/ })).toHaveCount(0);
  await filters(page)
    .getByRole('checkbox', { name: /Stellar Black Metallic/ })
    .click();
  await expect(filters(page).getByRole('checkbox', { name: /Stellar Black Metallic/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Hide Filters (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Luxury' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Stellar Black Metallic' })).toBeVisible();
  await expect(cards(page).first()).toContainText('LYRIQ Luxury');
  for (const card of await cards(page).all()) await expect(card).toContainText('Stellar Black Metallic');
  await shoot(page, 'inventory-1440-filtered');

  // Removing the paint chip keeps the variant.
  await page.getByRole('button', { name: 'Remove Stellar Black Metallic' }).click();
  await expect(page.getByRole('button', { name: 'Hide Filters (1)' })).toBeVisible();
  await expect(page).not.toHaveURL(/exterior=/);

  // A sold-out combination from a link: NO MATCHES FOUND, then Remove All brings everything back.
  await page.goto('/au-en/inventory?variant=Luxury&exterior=Emerald%20Lake%20Metallic');
  await expect(page.getByRole('heading', { name: 'NO MATCHES FOUND' })).toBeVisible();
  await expect(page.getByText('Try removing Filters')).toBeVisible();
  await shoot(page, 'inventory-1440-no-matches');
  await page.getByRole('button', { name: 'Remove All' }).click();
  await expect(cards(page)).toHaveCount(everything);
  await expect(page.getByRole('heading', { name: "STILL NOT WHAT YOU'RE LOOKING FOR?" })).toBeVisible();

  // Sorted by drive-away price, lowest first; ORDER opens the configurator with that vehicle.
  await expect
    .poll(async () => {
      const prices = await drivePrices(page);
      return prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
  const first = cards(page).first();
  const names = (await first.getByText(/ · /).first().textContent())!.split(' · ');
  await first.getByRole('link', { name: /^Order/ }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await expect(
    page.getByRole('group', { name: 'Paint' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(new RegExp(`^${names[0]},`));
  await expect(
    page.getByRole('group', { name: 'Interior' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(new RegExp(`^${names[1]},`));
  await expect(bar(page)).toContainText(/weeks/);
  await expect(await proceedAction(page)).toHaveText('CONTINUE TO CHECKOUT');
  await shoot(page, 'inventory-1440-ordered');

  // Back in the inventory, the link returns to that configuration; not from the shop front.
  await page.goto('/au-en/inventory');
  const back = page.getByRole('link', { name: 'Return to configuration' });
  const href = new URL((await back.getAttribute('href')) ?? '', 'http://localhost');
  expect(href.pathname).toBe('/au-en/');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    selectedExterior: names[0],
    selectedInterior: names[1],
    selectedCountry: 'AU',
    selectedState: 'NSW',
  });
  await page.goto('/au-en/inventory?shopfront=1');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to configuration' })).toHaveCount(0);

  // outOfStockBoxLocation puts the waitlist panel after that many vehicles.
  await page.goto('/au-en/inventory?outOfStockBoxLocation=3');
  const grid = page.getByRole('region', { name: 'Vehicles' });
  await expect(grid.getByRole('heading', { name: "STILL NOT WHAT YOU'RE LOOKING FOR?" })).toBeVisible();
  expect(
    await grid.evaluate((region) =>
      [...region.querySelectorAll('article, h2')].findIndex((el) => el.tagName === 'H2'),
    ),
  ).toBe(3);
  await grid.getByRole('heading', { name: "STILL NOT WHAT YOU'RE LOOKING FOR?" }).scrollIntoViewIfNeeded();
  // Axe scanned the page, with its waitlist panel after the vehicles, at the start.
  await shoot(page, 'inventory-1440-waitlist-box');
});

test('a sold-out combination shows Waitlisted in the configurator', async ({ page }) => {
  await page.goto(
    '/?selectedCountry=AU&selectedState=NSW&selectedVariant=Luxury&selectedExterior=Emerald%20Lake%20Metallic&selectedInterior=Jet%20Black%20Inteluxe',
  );
  await expect(
    page.getByRole('group', { name: 'Paint' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(/^Emerald Lake Metallic,/);
  await expect(bar(page)).toContainText('Waitlisted');
  await expect(await proceedAction(page)).toHaveText('JOIN THE WAITLIST');
  await shoot(page, 'inventory-1440-waitlisted');
});

test('phone: the filter dialog closes on SHOW RESULTS, and the new-vehicle page checks the email', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'NZ' })),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nz-en/inventory');
  await expect(cards(page).first()).toBeVisible();
  await shoot(page, 'inventory-390');
  await page.getByRole('button', { name: 'Filters (0)' }).click();
  const dialog = page.getByRole('dialog', { name: 'FILTERS' });
  await dialog.getByRole('checkbox', { name: 'Sport' }).click();
  await shoot(page, 'inventory-390-filters');
  await dialog.getByRole('button', { name: /^SHOW RESULTS/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Sport' })).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('LYRIQ Sport');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // ORDER on a phone: the configurator with that Sport, ready for checkout.
  await cards(page)
    .first()
    .getByRole('link', { name: /^Order/ })
    .click();
  await expect(page).toHaveURL(/\/nz-en\/$/);
  await expect(
    page.getByRole('group', { name: 'Variant' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(/^Sport/);
  await expect(await proceedAction(page)).toHaveText('CONTINUE TO CHECKOUT');
  await shoot(page, 'inventory-390-ordered');
  await page.goto('/nz-en/inventory');
  await expect(page.getByRole('link', { name: 'Return to configuration' })).toBeVisible();
  await shoot(page, 'inventory-390-return');

  await page.goto('/nz-en/new-vehicle-inventory');
  await expect(page.getByRole('heading', { name: 'NEW VEHICLES ARE CURRENTLY OUT OF STOCK' })).toBeVisible();
  // SUBMIT makes no call (spec 002 section 2). An address it refuses is new-vehicle-inventory.test.tsx's.
  const calls: string[] = [];
  page.on('request', (request) => {
    // The page's live-event stream (opened after load) is not a call SUBMIT makes.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/events') calls.push(request.url());
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.co.nz');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  // Nothing is stored or sent, and the page says so instead of promising to be in touch.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    'your address has not been saved and no email will be sent',
  );
  expect(calls).toEqual([]);
  await shoot(page, 'new-vehicle-inventory-390');
  await expectNoAxeViolations(page);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { cents, formatMoney } from '@showroom/domain';
import { expect, test } from './fixtures';

/* Issue 35, "Done when" items 2 and 3: the first visit's location form works before the app's script, and without it. */

/** The starting drive-away price the landing call answers for New South Wales. */
async function nswPrice(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/Vehicle/get-landing-page', {
    headers: { 'x-showroom-client': 'web' },
    data: { Country: 'AU', State: 'NSW', Model: 'LYRIQ' },
  });
  return formatMoney(cents((await reply.json()).data.driveawayCost));
}

/** Australia and New South Wales chosen in the location dialog drawn into the page, then SUBMIT. */
async function chooseNswInTheDrawnForm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'SELECT YOUR COUNTRY' });
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('AU');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('NSW');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [start, form] of [
    ['/au-en', "the landing's location form"],
    ['/', "the bare root's form (the market picker's page)"],
  ] as const) {
    test(`${form} leads to New South Wales' landing with its price from the server`, async ({
      page,
      request,
    }) => {
      const price = await nswPrice(request);
      await page.goto(start);
      await chooseNswInTheDrawnForm(page);
      await expect(page).toHaveURL(/\/au-en$/);
      await expect(page.getByText(`Starting from ${price} drive-away`)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test("the market picker takes the place of the bare root's drawn form, with the country chosen in it", async ({
  page,
}) => {
  const heldBack = '**/assets/*.js';
  await page.route(heldBack, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'commit' });
  const drawn = page.locator('#first-screen-dialog');
  await drawn.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
  await expect(drawn).toHaveCount(0, { timeout: 15_000 });
  const picker = page.getByRole('dialog', { name: 'SELECT YOUR LOCATION' });
  await expect(picker.getByRole('combobox', { name: 'Country' })).toHaveValue('NZ');
  await page.unroute(heldBack);
  await picker.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/nz-en\/$/);
});

test('a state chosen while the app script is held back 5 s is kept, and the page then works without a reload', async ({
  page,
  request,
}) => {
  const price = await nswPrice(request);
  const heldBack = '**/assets/*.js';
  await page.route(heldBack, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/au-en', { waitUntil: 'commit' });
  await chooseNswInTheDrawnForm(page);
  await expect(page.getByText(`Starting from ${price} drive-away`)).toBeVisible();
  // The page for the state came from the server: the app has not run yet (it stores the location when it does).
  expect(await page.evaluate(() => localStorage.getItem('showroom.location'))).toBeNull();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('showroom.location')), { timeout: 15_000 })
    .toBe(JSON.stringify({ country: 'AU', state: 'NSW' }));
  await page.unroute(heldBack);
  await page.getByRole('button', { name: 'Calculate Finance' }).click();
  await expect(page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the app hydrates the drawn first screen: its elements stay, and no error is logged (decision 0048)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's scripts wait until the drawn header is in hand.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/au-en');
  const drawnHeader = await page.locator('#root header').first().elementHandle();
  expect(drawnHeader).not.toBeNull();
  release();
  // React has taken over (#root takes input again), and the header it drew is the one it found.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await drawnHeader?.evaluate((header) => header.isConnected)).toBe(true);
  await page
    .getByRole('dialog', { name: 'SELECT YOUR COUNTRY' })
    .getByRole('combobox', { name: 'Country' })
    .selectOption('NZ');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/nz-en\/?$/);
  expect(errors).toEqual([]);
});

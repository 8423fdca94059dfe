import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openBareRoot } from './support';

/*
 * Issue 33, done-when 3 (audit 000 D12): a whole checkout with the keyboard only, from the landing's location
 * dialog to the payment step. No click, no fill: Tab (and Shift+Tab) to move, typing, arrow keys, Space and Enter.
 * The API is read once to find an interior in stock, as a shopper would read which one says so.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has the focus; fails past `limit` stops. Answers how many it took. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let stops = 1; stops <= limit; stops += 1) {
    await page.keyboard.press('Tab');
    // evaluateAll does not wait for the target to appear: each stop is checked as the page stands.
    if (
      await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))
    )
      return stops;
  }
  throw new Error(`not reached in ${limit} Tab stops: ${target}`);
}

test('a whole checkout with the keyboard only, from the landing to the payment step', async ({ page }) => {
  test.slow();
  const interiors = await page.request.post('/api/Vehicle/get-interior', {
    data: { Country: 'AU', State: 'NSW', VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM' },
    headers: { 'x-showroom-client': 'web' },
  });
  const inStock = ((await interiors.json()).data as { interiorColorName: string; hasStock: boolean }[]).find(
    (trim) => trim.hasStock,
  );
  expect(inStock, 'an interior in stock').toBeDefined();

  // The location dialog: the country, then the state, each chosen by typing on the focused list.
  await openBareRoot(page);
  const country = page.getByRole('combobox', { name: 'Country' });
  await tabTo(page, country);
  await page.keyboard.type('Aus');
  await expect(country).toHaveValue('AU');
  await tabTo(page, page.getByRole('button', { name: 'SUBMIT' }));
  await page.keyboard.press('Enter');
  const state = page.getByRole('combobox', { name: 'State or territory' });
  await tabTo(page, state, 5);
  await page.keyboard.type('New S');
  await expect(state).toHaveValue('NSW');
  await tabTo(
    page,
    page.getByRole('dialog', { name: 'SELECT YOUR STATE' }).getByRole('button', { name: 'SUBMIT' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/au-en\/$/);

  // The configuration: Luxury (the arrow keys move within each group), Stellar Black, the interior in stock.
  const luxury = page
    .getByRole('group', { name: 'Choose your variant' })
    .getByRole('radio', { name: /^Luxury/ });
  await expect(luxury).toBeChecked();
  const black = page
    .getByRole('group', { name: 'Paint' })
    .getByRole('radio', { name: /^Stellar Black Metallic,/ });
  const paintStops = await tabTo(
    page,
    page.getByRole('group', { name: 'Paint' }).getByRole('radio', { checked: true }),
  );
  for (let n = 0; n < 8 && !(await black.isChecked()); n += 1) await page.keyboard.press('ArrowRight');
  await expect(black).toBeChecked();
  const interiorGroup = page.getByRole('group', { name: 'Interior' });
  const trim = interiorGroup.getByRole('radio', { name: new RegExp(`^${inStock?.interiorColorName}`) });
  await tabTo(page, interiorGroup.getByRole('radio', { checked: true }));
  for (let n = 0; n < 8 && !(await trim.isChecked()); n += 1) await page.keyboard.press('ArrowRight');
  await expect(trim).toBeChecked();

  // TAKING DELIVERY: the address chosen from its suggestions with the arrow keys and Enter.
  const address = page.getByRole('combobox', { name: 'Primary address' });
  const addressStops = await tabTo(page, address, 80);
  await page.keyboard.type('12 Smith St Parramatta');
  await expect(
    page.getByRole('option', { name: '12 Smith St, Parramatta NSW 2150', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('12 Smith St, Parramatta NSW 2150');
  const section = page.getByRole('region', { name: 'TAKING DELIVERY' });
  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();
  await expect(section.getByRole('radio', { name: /Cadillac Experience Centre Sydney/ })).toBeChecked();

  // ORDER REVIEW, then the account details and the payment step.
  const review = page.getByRole('region', { name: 'Order review' });
  await tabTo(page, review.getByRole('button', { name: 'CONTINUE TO CHECKOUT' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter account details' })).toBeVisible();
  const email = `keys.${Date.now()}@example.com`;
  for (const [label, text] of [
    ['First name', 'Kai'],
    ['Last name', 'Keys'],
    ['Email', email],
    ['Confirm email', email],
    ['Mobile', '0412345678'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: 'Proceed with payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer', { name: 'Time left on your reservation' })).toBeVisible();
  console.info(
    `keyboard checkout: ${paintStops} Tab stops to the paint, ${addressStops} from the interior to the address`,
  );
});

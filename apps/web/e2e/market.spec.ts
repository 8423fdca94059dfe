import { expect, test } from './fixtures';
import { expectNoAxeViolations, openBareRoot, shoot } from './support';

test('a visitor without a market picks Australia and a state and lands in the AU shop', async ({ page }) => {
  await openBareRoot(page);
  await expect(page.getByRole('dialog', { name: 'SELECT YOUR COUNTRY' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AU');
  await expect(page.getByRole('dialog', { name: 'SELECT YOUR LOCATION' })).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const sheet = page.getByRole('dialog', { name: 'SELECT YOUR STATE' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'State or territory' }).selectOption('NSW');
  await sheet.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await shoot(page, 'market-au');
});

test('a page opened without a market goes to the same page under New Zealand', async ({ page }) => {
  await page.goto('/inventory?variant=x');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/nz-en\/inventory\?variant=x$/);
});

test('an unsupported market shows an error page', async ({ page }) => {
  await page.goto('/us-en/');
  await expect(page.getByRole('heading', { name: 'Market not available' })).toBeVisible();
});

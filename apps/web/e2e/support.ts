import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const screenshotDir = '../../var/screenshots';

/** Fails the test on any axe violation of WCAG 2.2 A/AA on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: false });
}

/** A new visitor at the bare root picks Australia, then the state in the bottom sheet, and lands in the AU shop. */
export async function chooseAustralia(page: Page, state: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AU');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const sheet = page.getByRole('dialog', { name: 'SELECT YOUR STATE' });
  await sheet.getByRole('combobox', { name: 'State or territory' }).selectOption(state);
  await sheet.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
}

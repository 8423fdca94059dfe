import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * The configurator bar's main action at the CHECK OUT step ('CONTINUE TO CHECKOUT' or 'JOIN THE WAITLIST').
 * The configurator may still scroll on its own just after loading (spec 000 section 4): scroll until it shows.
 */
export async function proceedAction(page: Page): Promise<Locator> {
  const button = page
    .getByRole('complementary', { name: 'Your configuration' })
    .getByRole('button', { name: /^(CONTINUE TO CHECKOUT|JOIN THE WAITLIST)$/ });
  await expect(async () => {
    await page.evaluate(() => document.getElementById('checkout')?.scrollIntoView({ block: 'center' }));
    await expect(button).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return button;
}

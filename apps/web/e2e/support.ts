import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Page } from '@playwright/test';

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

/** Fills the sandbox card form (framed by the checkout) with a test card and places the order. */
export async function payWith(card: FrameLocator, number: string) {
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date (MM/YY)').fill('03/30');
  await card.getByLabel('Security code').fill('737');
  await card.getByLabel('Name on card').fill('Jo Citizen');
  await card.getByLabel('Street address').fill('1 George St');
  await card.getByLabel('Suburb or city').fill('Sydney');
  await card.getByLabel('Postcode').fill('2000');
  await card.getByRole('button', { name: 'Place order' }).click();
}

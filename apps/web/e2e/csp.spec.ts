import { expect, test } from './fixtures';
import { chooseAustralia } from './support';

/*
 * The shop's pages break nothing their own Content Security Policy forbids (Lighthouse's best practices count every
 * violation): a first visit, its location dialog and the configurator it opens. zod's `new Function` probe was one
 * (lib/zod-jitless.ts).
 */
test('a first visit, the location dialog and the configurator report no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await chooseAustralia(page, 'NSW');
  await expect(page.getByRole('complementary', { name: 'Your configuration' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

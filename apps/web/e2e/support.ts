import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

const screenshotDir = '../../var/screenshots';
/**
 * Pictures for a person to review are written only when asked for (E2E_SCREENSHOTS=1): nothing compares them, and a
 * failed journey gets its own screenshot and trace anyway (playwright.config.ts).
 */
const reviewPictures = process.env.E2E_SCREENSHOTS === '1';

/**
 * Fails the test on any axe violation of WCAG 2.2 A/AA on the current page, its same-origin frames included (the
 * card form, the valuation widget).
 *
 * One `axe.run` in the page (AxeBuilder's legacy mode). The default mode runs axe once per frame, then opens a
 * blank page to merge the results, loading axe's 500 kB there again: measured on the configurator page, twice as
 * long (5-8 s against 2-4 s on the busy 2-core machine), and a frame whose axe took over a second to load was
 * left out without a word, while the legacy run tested the valuation widget's 40 nodes every time. Every frame
 * the shop shows is its own origin, which is all the legacy run reaches.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A picture of the screen (or the whole page) as var/screenshots/`name`.png, when E2E_SCREENSHOTS=1. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!reviewPictures) return;
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage });
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

/** Every message the test SMTP server has received so far (scripts/lib/e2e-fixtures.mjs), oldest first. */
async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR ?? '';
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(dir, name)))));
}

/** Every message the test SMTP server has received for `to` so far. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  return (await receivedMails()).filter((mail) =>
    [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to)),
  );
}

/**
 * Waits for the shop's outbox to deliver a message to `to` whose subject matches, over real SMTP, and returns the
 * newest such message as the test SMTP server received it.
 */
export async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await receivedMails();
        found = mails
          .reverse()
          .find(
            (mail) =>
              [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to)) &&
              subject.test(mail.subject ?? ''),
          );
        return found !== undefined;
      },
      { timeout: 20_000, message: `an email to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found as ParsedMail;
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

/** Types into an address field and picks the suggestion with exactly this text. */
export async function chooseAddress(page: Page, label: string, typed: string, suggestion: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  await page.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(field).toHaveValue(suggestion);
}

/** In 'TAKING DELIVERY': a Sydney address, which offers pick-up at the Sydney Experience Centre by default. */
export async function pickUpInSydney(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'TAKING DELIVERY' });
  await section.scrollIntoViewIfNeeded();
  await chooseAddress(page, 'Primary address', '12 Smith St Parramatta', '12 Smith St, Parramatta NSW 2150');
  await expect(section.getByRole('radio', { name: 'Pick Up', exact: true })).toBeChecked();
  await expect(section.getByRole('radio', { name: /Cadillac Experience Centre Sydney/ })).toBeChecked();
}

/** ORDER REVIEW's main button, then the checkout page's heading for that path. */
export async function proceedFromReview(page: Page, button: 'CONTINUE TO CHECKOUT' | 'JOIN THE WAITLIST') {
  const review = page.getByRole('region', { name: 'Order review' });
  await review.scrollIntoViewIfNeeded();
  await review.getByRole('button', { name: button }).click();
  const heading = button === 'JOIN THE WAITLIST' ? 'Join the waitlist' : 'Enter account details';
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
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

/** The checkout's account details for Jo Citizen, with the mobile's spaces and extra digits dropped as typed. */
export async function fillAccountDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
  await page.getByLabel('Mobile').fill('04 1234 5678 999');
  await expect(page.getByLabel('Mobile')).toHaveValue('0412345678');
}

/**
 * Opens 'YOUR LYRIQ SUMMARY' from the bar's details link on its Cash tab (the itemised price): while a finance
 * offer runs the dialog opens on the offer's tab (spec 001 section 2).
 */
export async function openPriceSummary(page: Page): Promise<Locator> {
  await page
    .getByRole('complementary', { name: 'Your configuration' })
    .getByRole('button', { name: 'Pricing & Finance Details' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' });
  await dialog.getByRole('tab', { name: 'Cash', exact: true }).click();
  return dialog;
}

/**
 * Sends the provider's filled-in create-account form, then signs in on the page it answers with: the same
 * "check your email to continue" for a new email and a taken one (issue 15.10).
 */
export async function createAccountAndSignIn(page: Page, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email to continue');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Pictures at desktop and phone widths for review (`fullPage`: the whole page, else the screen), then desktop. */
export async function shootBoth(page: Page, name: string, fullPage = true): Promise<void> {
  if (!reviewPictures) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

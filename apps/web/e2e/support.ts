import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { type ParsedMail, simpleParser } from 'mailparser';

const screenshotDir = '../../var/screenshots';
/**
 * Pictures for a person to review are written only when asked for (E2E_SCREENSHOTS=1): nothing compares them, and a
 * failed journey gets its own screenshot and trace anyway (playwright.config.ts).
 */
const reviewPictures = process.env.E2E_SCREENSHOTS === '1';

/** The rules the pages are held to: WCAG 2.2 A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails the test on any axe violation of WCAG 2.2 A/AA on the current page, its frames included (the card form and
 * the valuation widget: the shop's own origin, which axe in the page reaches).
 *
 * axe-core is loaded into a document (and each frame) once, and one `axe.run` in the page reports its violations
 * only (decision 0034). @axe-core/playwright loaded axe's 500 kB again for every scan, and in its default mode once
 * more in a blank page to merge the frames' results: measured on the configurator with the valuation dialog open,
 * 0.2-0.7 s a scan this way against 1.1-2.5 s (its legacy mode) and 5-8 s (its default) on the busy 2-core machine.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile is not scanned, as before: axe in the page reports only the frames it meets.
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const first = await scanForViolations(page);
  // axe caches each element's computed style for the length of a scan but reads states such as `disabled` live, so a
  // page that changes mid-scan is judged on a mix of before and after: the configurator's step menu, unlocked 2.5 s
  // after load, was once reported in its locked grey as an enabled button. A violation counts when a second scan of
  // the settled page finds it again; one that is really there always is.
  const confirmed = first.length === 0 ? [] : await scanForViolations(page);
  const seenFirst = new Set(first.map((node) => `${node.id} ${node.target}`));
  const summary = confirmed
    .filter((node) => seenFirst.has(`${node.id} ${node.target}`))
    .map((node) => `${node.id}: ${node.help} (${node.target} ${node.measured})`.trim());
  expect(summary).toEqual([]);
}

interface ViolatingNode {
  id: string;
  help: string;
  target: string;
  /** What axe measured (for color-contrast: the colours it saw), so a failure on CI can be read without a rerun. */
  measured: string;
}

async function scanForViolations(page: Page): Promise<ViolatingNode[]> {
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => ({
        id: v.id,
        help: v.help,
        target: n.target.join(' '),
        measured: n.any.map((check) => check.message).join('; '),
      })),
    );
  }, wcagTags);
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
  await card.getByLabel('Apartment, suite or unit (optional)').fill('Level 3');
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

/** The link of the sign-up email that proves `email`'s address, as the customer receives it over SMTP. */
export async function emailProofLink(email: string): Promise<string> {
  const mail = await mailTo(email.toLowerCase(), /^Confirm your email/);
  const link = mail.text?.match(/https?:\/\/\S+\/idp\/verify\/[\w-]+/)?.[0];
  if (!link) throw new Error(`the email to ${email} has no confirmation link:\n${mail.text}`);
  return link;
}

/**
 * The bare root once the market picker has taken the place of the location form drawn into its HTML: a press
 * before that posts the drawn form to the server, a journey of its own (first-screen-form.spec).
 */
export async function openBareRoot(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('#first-screen-dialog')).toHaveCount(0);
}

/** A new visitor at the bare root picks Australia, then the state in the bottom sheet, and lands in the AU shop. */
export async function chooseAustralia(page: Page, state: string): Promise<void> {
  await openBareRoot(page);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AU');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const sheet = page.getByRole('dialog', { name: 'SELECT YOUR STATE' });
  await sheet.getByRole('combobox', { name: 'State or territory' }).selectOption(state);
  await sheet.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/au-en\/$/);
}

/**
 * A returning visitor in NSW: the location stored, and the cookie the app keeps beside it, so the server sends the
 * plain page rather than the first visit's drawn one (decision 0027), whose start waits for a paint a paused clock
 * (configurator-behaviour.spec's pre-loader journey) would hold back. The cookie holds for localhost on any port:
 * this worker's shop and maintenance.spec's own.
 */
export async function locatedInNsw(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  await page.context().addCookies([{ name: 'showroom-location', value: 'AU-NSW', url: 'http://localhost' }]);
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
 * The CHECK OUT section whole: its order review renders from a chunk of its own after the price list above it, and
 * the section then grows by about 1,000 px, so a scroll made before it arrives ends in another section.
 */
export async function checkoutSectionLoaded(page: Page): Promise<void> {
  await expect(page.locator('#checkout').getByRole('heading', { name: 'ORDER REVIEW' })).toBeAttached();
}

/**
 * The configurator bar's main action at the CHECK OUT step ('CONTINUE TO CHECKOUT' or 'JOIN THE WAITLIST').
 * The configurator may still scroll on its own just after loading (spec 000 section 4): scroll until it shows.
 */
export async function proceedAction(page: Page): Promise<Locator> {
  const button = page
    .getByRole('complementary', { name: 'Your configuration' })
    .getByRole('button', { name: /^(CONTINUE TO CHECKOUT|JOIN THE WAITLIST)$/ });
  await checkoutSectionLoaded(page);
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
 * Sends the provider's filled-in create-account form (the same "check your email to continue" for a new email and
 * a taken one, issue 15.10), opens the email's link in another tab and confirms the address there (probe N1), then
 * signs in on the page create-account answered with. With `signInFirst`, it first signs in before confirming and sees
 * the refusal (the pages of that path are checked by axe there).
 */
export async function createAccountAndSignIn(
  page: Page,
  password: string,
  { signInFirst = false } = {},
): Promise<void> {
  const email = await page.getByLabel('Email').inputValue();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email to continue');
  await shoot(page, 'idp-check-your-email');
  if (signInFirst) {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('Confirm your email address first: we have sent a link to it.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'idp-sign-in-unconfirmed');
  }
  const mailTab = await page.context().newPage();
  await mailTab.goto(await emailProofLink(email));
  if (signInFirst) {
    await expectNoAxeViolations(mailTab);
    await shoot(mailTab, 'idp-confirm-email');
  }
  await mailTab.getByRole('button', { name: 'Confirm email' }).click();
  await expect(mailTab.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  if (signInFirst) await shoot(mailTab, 'idp-email-confirmed');
  await mailTab.close();
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

/**
 * Issue 33, done-when 2: on the screen as it stands, no control is cut off and none floats over the content. Every
 * visible control (link, button, field) lies within the viewport's width, unless a sideways scroller holds it (the
 * step menu, a gallery strip); and every control the page pins in place (position fixed or sticky) sits in a
 * full-width bar of its own (the header, the step menu, the bottom bar, the share-and-help strip), never as a
 * loose button over the page. Checked from the element rectangles the browser laid out, not from pictures.
 */
export async function expectControlsInPlace(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}"`;
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
      ),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"], [inert], dialog, [role="dialog"]') &&
        !(el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type) && style.opacity === '0')
      );
    });
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      let scroller = el.parentElement;
      while (
        scroller &&
        !(
          /(auto|scroll)/.test(getComputedStyle(scroller).overflowX) &&
          scroller.scrollWidth > scroller.clientWidth
        )
      )
        scroller = scroller.parentElement;
      if (!scroller)
        found.push(`cut off: ${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
    }
    for (const el of controls) {
      let pinned: Element | null = el;
      while (pinned && !['fixed', 'sticky'].includes(getComputedStyle(pinned).position))
        pinned = pinned.parentElement;
      if (!pinned) continue;
      const bar = pinned.getBoundingClientRect();
      if (bar.width < width - 1)
        found.push(`floats over the page: ${name(el)} in a ${Math.round(bar.width)} px pinned box`);
    }
    // What a pinned bar holds stays inside it: a price or an estimated delivery spilling past its edge is cut off by
    // the screen or covers the page (audit 000 D11). Visually hidden text (1 px, clipped) does not count.
    const pinnedBars = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && !el.closest('dialog, [role="dialog"]');
    });
    for (const bar of pinnedBars) {
      const edge = bar.getBoundingClientRect();
      // A sticky bar further down the page is not pinned yet.
      if (edge.height === 0 || edge.bottom <= 0 || edge.top >= window.innerHeight) continue;
      for (const el of bar.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
        if (
          box.top < edge.top - 0.5 ||
          box.bottom > edge.bottom + 0.5 ||
          box.bottom > window.innerHeight + 0.5
        )
          found.push(
            `spills out of its pinned bar: ${name(el)} spans ${Math.round(box.top)}–${Math.round(box.bottom)}, the bar ${Math.round(edge.top)}–${Math.round(edge.bottom)}`,
          );
      }
    }
    return [...new Set(found)];
  });
  expect(problems, where).toEqual([]);
}

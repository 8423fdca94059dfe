import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, shoot } from './support';

/* Issue 7, "Done when" item 2: the contact dialog and the request-a-call page, their rules and failures. */

test.use({ viewport: { width: 1440, height: 900 } });

async function chooseNewZealand(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/nz-en\/$/);
}

async function latestMail(page: Page, subject: string): Promise<string> {
  await page.goto('/__dev/mailbox');
  await page.getByRole('link', { name: subject }).first().click();
  return (await page.request.get(`${page.url().replace(/\/$/, '')}/text`)).text();
}

test('the contact dialog checks every field with the spec messages and acknowledges by email', async ({
  page,
}) => {
  await chooseNewZealand(page);
  await page.getByRole('button', { name: 'GET HELP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get help from sales team' });
  await expect(dialog.getByText("WE'RE HERE TO HELP")).toBeVisible();

  const submit = dialog.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expect(submit).toBeEnabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('kiri@example');
  await submit.click();
  for (const message of [
    'Require Valid First Name',
    'Require Valid Last Name',
    'Require Valid Email',
    'Require Valid Mobile',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await shoot(page, 'contact-dialog-errors');

  await dialog.getByRole('textbox', { name: 'First name' }).fill('Kiri');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Ngata');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('kiri@example.co.nz');
  const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
  await mobile.pressSequentially('021 234 567 890');
  await expect(mobile).toHaveValue('02123456789');
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Is the Sport available in blue?');
  await submit.click();
  await expect(
    dialog.getByText('Thank you. A member of our Cadillac Sales Team will contact you shortly.'),
  ).toBeVisible();
  // The form comes back, empty, after 5 s.
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('', { timeout: 7_000 });

  const text = await latestMail(page, "We've received your enquiry");
  expect(text).toContain('Thank you, Kiri.');
  expect(text).toContain('Is the Sport available in blue?');
  expect(text).toContain('0800 223 455');
});

test('request a call: its own rules, a server failure shown and the form ready again, then success', async ({
  page,
}) => {
  await page.goto('/au-en/request-a-call/SHOWROOM-QR-7');
  await expect(page.getByRole('heading', { name: 'REQUEST A CALL' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await submit.click();
  await expect(page.getByText('Require Country')).toBeVisible();
  await expect(page.getByText('Require Valid Mobile')).toBeVisible();

  await page.getByRole('combobox', { name: 'Country' }).selectOption('AU');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412345678');

  // The server refuses once: its message is shown and the form is ready again.
  await page.route('**/api/interest/save-interest', (route) =>
    route.fulfill({
      status: 503,
      json: {
        status: false,
        message: 'Our enquiry service is busy. Please try again.',
        errorCode: 'Busy',
        requestId: 'x',
      },
    }),
  );
  await submit.click();
  await expect(page.getByText('Our enquiry service is busy. Please try again.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expectNoAxeViolations(page);
  await shoot(page, 'request-a-call-error');

  await page.unroute('**/api/interest/save-interest');
  const tracked = page.waitForRequest('**/api/Tracking/add-tracking');
  await submit.click();
  await expect(
    page.getByText('Thank you. A member of our Cadillac Sales Team will call you soon.'),
  ).toBeVisible();
  expect((await tracked).postDataJSON()).toMatchObject({
    EventName: 'request-a-call-thank-you',
    PageUrl: expect.stringContaining('/au-en/request-a-call/SHOWROOM-QR-7'),
  });
  const text = await latestMail(page, "We'll call you back");
  expect(text).toContain('Thank you, Ada.');
  expect(text).toContain('1800 223 455');
});

test('the privacy statement loads fresh from its template, and an invalid template shows nothing', async ({
  page,
}) => {
  await page.goto('/au-en/request-a-call');
  const loaded = page.waitForRequest((request) =>
    /\/content\/privacy-statement\.html\?v=\d+$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Privacy Statement' }).click();
  await loaded;
  const dialog = page.getByRole('dialog', { name: 'Privacy statement' });
  await expect(dialog.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'privacy-statement');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/content/privacy-statement.html*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Someone else’s page</p>' }),
  );
  await page.getByRole('button', { name: 'Privacy Statement' }).click();
  await expect.poll(() => errors.join('\n')).toContain('marker comment is missing');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

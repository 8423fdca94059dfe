import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, payWith, shoot } from './support';

/* Issue 9, "Done when" item 1: reserve an in-stock LYRIQ, see the countdown, pay by card in the sandbox. */

test.use({ viewport: { width: 1440, height: 900 } });

// AU Luxury in Sable Black Metallic with the SCG interior: in the seeded stock (SAMPLE).
const configuration = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SBM', name: 'Sable Black Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-SCG', name: 'Sky Cool Grey', price: 0, hasStock: true },
  options: [],
};

async function openCheckout(page: Page) {
  await page.addInitScript((stored) => {
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' }));
    localStorage.setItem('showroom.configuration', JSON.stringify(stored));
  }, configuration);
  await page.goto('/au-en/checkout');
  await expect(page.getByRole('heading', { name: /enter account details/i })).toBeVisible();
}

test('a visitor reserves, is refused once, retries with a good card and lands on the thank-you page', async ({
  page,
}) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  await expect(page.getByText('Require Valid First Name')).toBeVisible();

  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByLabel('Email', { exact: true }).fill('jo.e2e@example.com');
  await page.getByLabel('Confirm email').fill('jo.e2e@example.com');
  await page.getByLabel('Mobile').fill('04 1234 5678 999');
  await expect(page.getByLabel('Mobile')).toHaveValue('0412345678');
  await page.getByRole('button', { name: 'Proceed with payment' }).click();

  await expect(page.getByRole('timer', { name: 'Time left on your reservation' })).toHaveText(
    /^(10:00|9:5\d)$/,
  );
  await expect(page.getByText('Driveaway Price')).toBeVisible();
  const agreement = page.getByRole('checkbox', { name: /I agree to the Order Terms/ });
  await expect(agreement).not.toBeChecked();
  await agreement.check();
  await expectNoAxeViolations(page);
  const card = page.frameLocator('iframe[title="Card payment"]');
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await expect(card.locator('#f-number-brand')).toHaveText('Visa');
  await shoot(page, 'checkout-1440-payment');
  await payWith(card, '4000 0000 0000 0002');

  await expect(
    page.getByText('Your credit card details have been refused, please re-enter your details.'),
  ).toBeVisible();
  await shoot(page, 'checkout-1440-refused');
  await page.getByRole('button', { name: 'Re-try Payment' }).click();
  await payWith(page.frameLocator('iframe[title="Card payment"]'), '5555 5555 5555 4444');

  await expect(page.getByRole('heading', { name: /thank you for your order/i })).toBeVisible();
  await expect(page).toHaveURL(/\/au-en\/order-success\/.+\/SR-\d+\/PAY-\d+-2\/AU$/);
  await expect(page.getByText(/Your order number is SR-\d+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'checkout-1440-thank-you');

  const mailbox = await page.request.get('/__dev/mailbox');
  expect(await mailbox.text()).toMatch(/Your LYRIQ order SR-\d+/);
});

test('a sold-out configuration answers with the sold-out reminder and the inventory link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' }));
    localStorage.setItem(
      'showroom.configuration',
      JSON.stringify({
        variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
        exterior: { id: 'AU-LUX-SBM', name: 'Sable Black Metallic', price: 0, hasStock: true },
        interior: { id: 'AU-LUX-OSG', name: 'Sold out trim', price: 0, hasStock: false },
        options: [],
      }),
    );
  });
  await page.goto('/au-en/checkout');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
  await page.getByLabel('Confirm email').fill('sam@example.com');
  await page.getByLabel('Mobile').fill('0412345678');
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  await expect(page.getByRole('alert')).toContainText('Your design is currently sold out');
  await expect(page.getByRole('link', { name: 'View available inventory' })).toHaveAttribute(
    'href',
    '/au-en/inventory?shopfront=1',
  );
});

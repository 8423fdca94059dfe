import { expect, type Page } from '@playwright/test';
import { createAccountAndSignIn, payWith, pickUpInSydney, proceedFromReview } from './support';

/*
 * The customer's side that the owner and staff journeys start from: a new account in New South Wales, then an
 * order through the configurator and checkout with pick-up in Sydney.
 */

/** Who a journey's customer is: their account, and the details the checkout asks for. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A configuration as the configurator stores it. */
export interface StoredConfiguration {
  variant: { id: string; name: string; basePrice: number };
  exterior: { id: string; name: string; price: number; hasStock: boolean };
  interior: { id: string; name: string; price: number; hasStock: boolean };
  options: unknown[];
}

/**
 * A new account created from the header's Account menu and signed in, with NSW chosen before the first page: lands
 * on the empty garage.
 */
export async function newCustomer(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  await page.goto('/au-en/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await createAccountAndSignIn(page, customer.password);
  await expect(page.getByRole('heading', { name: 'Your Garage Is Empty' })).toBeVisible();
}

/**
 * Through the configurator (with `configuration` stored first, else the shop's default) and pick-up in Sydney to
 * the checkout, whose account details it fills in; 'Proceed with payment' is next.
 */
export async function fillCheckout(
  page: Page,
  customer: Customer,
  configuration?: StoredConfiguration,
): Promise<void> {
  if (configuration) {
    await page.evaluate(
      (stored) => localStorage.setItem('showroom.configuration', JSON.stringify(stored)),
      configuration,
    );
  }
  await page.goto('/au-en/');
  await pickUpInSydney(page);
  await proceedFromReview(page, 'CONTINUE TO CHECKOUT');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Confirm email').fill(customer.email);
  await page.getByLabel('Mobile').fill('0412345678');
}

/** `fillCheckout`, then the terms agreed and the deposit paid by a good card; answers the order number. */
export async function placeOrder(
  page: Page,
  customer: Customer,
  configuration?: StoredConfiguration,
): Promise<string> {
  await fillCheckout(page, customer, configuration);
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  await page.getByRole('checkbox', { name: /I agree to the Order Terms/ }).check();
  await payWith(page.frameLocator('iframe[title="Card payment"]'), '5555 5555 5555 4444');
  await expect(page.getByRole('heading', { name: /thank you for your order/i })).toBeVisible();
  const text = await page.getByText(/Your order number is SR-\d+/).textContent();
  return text?.match(/SR-\d+/)?.[0] ?? '';
}

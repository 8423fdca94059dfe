import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { chooseAustralia, expectControlsInPlace } from './support';

/*
 * Issue 33, done-when 2 (audit 000 D3, D4): at 390 × 844 the landing, every section of the configurator and the order
 * page have no control cut off and none floating over the content. The checkout's own pages are checked in
 * checkout.spec.ts's phone journey.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the landing and every configurator section keep their controls in place on a phone', async ({
  page,
}) => {
  await chooseAustralia(page, 'NSW');
  // The promotions' buttons share the row, their words wrapping, rather than one hiding past the edge (D3).
  for (const promo of [/electric finance offer/i, /On-road costs on us/i]) {
    const box = await page.getByRole('button', { name: promo }).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await expectControlsInPlace(page, 'landing');
  for (const section of [
    'variant',
    'exterior',
    'interior',
    'accessories',
    'charging',
    'delivery',
    'checkout',
  ]) {
    const target = page.locator(`[id="${section}"]`);
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport();
    // The step menu names the step in view; TAKING DELIVERY is the start of CHECK OUT (audit 000 D13).
    await target.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
    );
    await expect(
      page.getByRole('navigation', { name: 'Configuration steps' }).locator('[aria-current="step"]'),
    ).toHaveAttribute('data-step', section === 'delivery' ? 'checkout' : section);
    // The strip of SHARE and GET HELP shows once the hero has gone: it is part of what is checked.
    await expectControlsInPlace(page, section);
  }
  await expect(page.getByRole('navigation', { name: 'Share or get help' })).toBeVisible();
});

test('the order page keeps its controls in place on a phone', async ({ page }) => {
  const customer = {
    firstName: 'Pia',
    lastName: 'Phone',
    email: `pia.${Date.now()}@example.com`,
    password: 'pia-long-password-4',
  };
  await customerThroughApi(page, customer);
  const number = await orderThroughApi(page, customer, {
    variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
    exterior: { id: 'AU-LUX-SWH', name: 'Summit White', price: 0, hasStock: true },
    interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
    options: [],
  });
  await page.goto('/au-en/my-orders');
  await expectControlsInPlace(page, 'my orders');
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expectControlsInPlace(page, 'order page, top');
  await page.getByRole('region', { name: 'In-store collection' }).scrollIntoViewIfNeeded();
  await expectControlsInPlace(page, 'order page, delivery');
});

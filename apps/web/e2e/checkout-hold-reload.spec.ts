import type { APIRequestContext, Page } from '@playwright/test';
import { e2eClockToken } from '../../../scripts/lib/e2e-fixtures.mjs';
import { type Customer, fillCheckout, type StoredConfiguration } from './customer-journey';
import { expect, test } from './fixtures';
import { payWith } from './support';

/*
 * Issue 30 item 4 (audit 10.6, 10.7, defects D1 and D2): a reload, Back then Forward, or a second tab during
 * payment return to the same hold and the same countdown, and never hold a second vehicle; a hold that ran out
 * (the server's clock moved past it, POST /__test/clock) shows the expired message without a countdown and
 * offers to start again.
 */

test.use({ viewport: { width: 1440, height: 900 } });

// A configuration no other journey reserves (four in the seeded stock).
const sport: StoredConfiguration = {
  variant: { id: 'AU-SPORT', name: 'Sport', basePrice: 0 },
  exterior: { id: 'AU-SPORT-SBM', name: 'Stellar Black Metallic', price: 0, hasStock: true },
  interior: { id: 'AU-SPORT-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};

const shopper = (name: string): Customer => ({
  firstName: 'Jo',
  lastName: 'Citizen',
  email: `${name}.${Date.now()}@example.com`,
  password: 'not-used-by-a-guest',
});

const client = { 'x-showroom-client': 'web' };

/** Units of the configuration on offer, as the inventory API counts them. */
async function onOffer(request: APIRequestContext): Promise<number> {
  const reply = await request.post('/api/Vehicle/get-available-inventory-filters', {
    data: { Country: 'AU' },
    headers: client,
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const stocks: { exteriorID: string; interiorID: string; availableCount: number }[] = (await reply.json())
    .data.stocks;
  const entry = stocks.find((s) => s.exteriorID === sport.exterior.id && s.interiorID === sport.interior.id);
  return entry?.availableCount ?? Number.NaN;
}

const timer = (page: Page) => page.getByRole('timer', { name: 'Time left on your reservation' });

/** The countdown shown, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const [minutes, seconds] = ((await timer(page).textContent()) ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Through the configurator to the payment step; answers the reservation's order number. */
async function reserve(page: Page, customer: Customer): Promise<string> {
  await page.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  await page.goto('/au-en/');
  await fillCheckout(page, customer, sport);
  const reply = page.waitForResponse('**/api/Order/place-reservation');
  await page.getByRole('button', { name: 'Proceed with payment' }).click();
  const order = (await (await reply).json()).data.order;
  await expect(timer(page)).toHaveText(/^(10:00|9:5\d)$/);
  return order.yanaReservationNumber;
}

/** The payment step of that order, with a countdown that went on from `before` seconds (not back to 10:00). */
async function expectSameHold(page: Page, orderNo: string, before: number): Promise<number> {
  await expect(page.getByText(`Reservation ${orderNo} is held for you:`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed with payment' })).toHaveCount(0);
  const left = await secondsLeft(page);
  expect(left).toBeLessThanOrEqual(before);
  expect(left).toBeGreaterThan(before - 60);
  return left;
}

test('reload, Back then Forward and a second tab keep the same hold and countdown; one vehicle is held', async ({
  page,
}) => {
  const before = await onOffer(page.request);
  const orderNo = await reserve(page, shopper('reload'));
  // The inventory reply is kept per stock version, which the database's change notification moves: poll.
  await expect.poll(() => onOffer(page.request)).toBe(before - 1);
  // Let the countdown move, so a countdown started again would show.
  await expect(timer(page)).toHaveText(/^9:(5[0-7]|[0-4]\d)$/, { timeout: 10_000 });
  let left = await secondsLeft(page);

  await page.reload();
  left = await expectSameHold(page, orderNo, left);

  await page.goBack();
  await expect(page).toHaveURL(/\/au-en\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/au-en\/checkout$/);
  left = await expectSameHold(page, orderNo, left);

  // A second tab has neither this tab's account details nor its delivery draft: the server's hold is enough.
  const second = await page.context().newPage();
  await second.goto('/au-en/checkout');
  await expectSameHold(second, orderNo, left);
  await second.close();

  await expect.poll(() => onOffer(page.request)).toBe(before - 1);
});

/** Moves the server's clock by `offsetMs` from the real time (0: back to it). */
async function serverClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const reply = await request.post('/__test/clock', {
    data: { offsetMs },
    headers: { authorization: `Bearer ${e2eClockToken}`, ...client },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('a hold that ran out shows the expired message without a countdown and offers to start again', async ({
  page,
}) => {
  await reserve(page, shopper('expired'));
  await page.getByRole('checkbox', { name: /I agree to the Order Terms/ }).check();
  try {
    // Past the hold and its grace minute on the server; the page's own clock has not moved.
    await serverClock(page.request, 12 * 60_000);
    await payWith(page.frameLocator('iframe[title="Card payment"]'), '5555 5555 5555 4444');
    await expect(page.getByText(/^Your reservation has expired\./)).toBeVisible();
    await expect(timer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Re-try Payment' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByRole('button', { name: 'Proceed with payment' })).toBeEnabled();
    await expect(page.getByLabel('First name')).toHaveValue('Jo');
  } finally {
    await serverClock(page.request, 0);
  }
});

test('an extension made in a second tab moves the first tab’s countdown within 2 s (issue 36)', async ({
  page,
  context,
}) => {
  const orderNo = await reserve(page, shopper('extended'));
  await expect(timer(page)).toHaveText(/^9:(4\d|5[0-3])$/, { timeout: 20_000 });
  const second = await context.newPage();
  await second.goto('/au-en/checkout');
  await expectSameHold(second, orderNo, await secondsLeft(page));
  // What the second tab's extension sends.
  const reply = await second.request.post('/api/Order/extend-reservation-countdown', {
    data: { country: 'AU' },
    headers: { ...client, origin: new URL(second.url()).origin },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  expect((await reply.json()).data).toMatchObject({ extended: true, reservationCountDown: 600 });
  await expect(timer(page)).toHaveText(/^(10:00|9:5\d)$/, { timeout: 2_000 });
  await second.close();
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { e2eClockToken } from '../../../scripts/lib/e2e-fixtures.mjs';
import { payThroughApi, reservationThroughApi } from './customer-journey';
import { expect, test } from './fixtures';

/*
 * Issue 36, done-when 1: two visitors on the inventory of one market. A reservation made through the API (by a third
 * party) shows the configuration's last unit 'On hold' on both pages within 2 s, without a reload; the sale takes it
 * off both; a hold that runs out brings it back. (Across instances: test/multi-process/live-events.test.ts.)
 */

const client = { 'x-showroom-client': 'web' };

interface Item {
  yanaVariantId: string;
  variantName: string;
  exteriorID: string;
  exteriorName: string;
  interiorID: string;
  interiorName: string;
  availableCount: number;
  options: unknown[];
}

async function inventory(request: APIRequestContext): Promise<Item[]> {
  const reply = await request.post('/api/Vehicle/get-available-inventory-item', {
    headers: client,
    data: { Country: 'AU', State: 'NSW', CustomerType: 'Private', Sort: '0' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()).data.availableInventorys;
}

async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript(() =>
    localStorage.setItem('showroom.location', JSON.stringify({ country: 'AU', state: 'NSW' })),
  );
  const page = await context.newPage();
  // The stream opens once the page has loaded and settled.
  const streaming = page.waitForRequest((request) => request.url().includes('/api/events'), {
    timeout: 10_000,
  });
  await page.goto('/au-en/inventory');
  await expect(page.getByRole('heading', { name: 'EXPLORE INVENTORY' })).toBeVisible();
  await streaming;
  return page;
}

async function serverClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const reply = await request.post('/__test/clock', {
    data: { offsetMs },
    headers: { authorization: `Bearer ${e2eClockToken}`, ...client },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('a unit held elsewhere shows On hold on two pages within 2 s, leaves when sold, and comes back when a hold ends', async ({
  browser,
  baseURL,
  page,
}) => {
  const last = (await inventory(page.request)).filter(
    (item) => item.availableCount === 1 && !item.options.length,
  );
  expect(last.length, 'two configurations with one unit left').toBeGreaterThanOrEqual(2);
  const [sold, lapsed] = last as [Item, Item];
  const card = (viewer: Page, item: Item) =>
    viewer.getByRole('article', {
      name: `LYRIQ ${item.variantName}, ${item.exteriorName}, ${item.interiorName}`,
    });
  const viewers = [await visitor(browser, baseURL!), await visitor(browser, baseURL!)];
  for (const viewer of viewers) await expect(card(viewer, sold)).toContainText('1 available');

  const configuration = (item: Item) => ({
    variant: { id: item.yanaVariantId, name: item.variantName, basePrice: 0 },
    exterior: { id: item.exteriorID, name: item.exteriorName, price: 0, hasStock: true },
    interior: { id: item.interiorID, name: item.interiorName, price: 0, hasStock: true },
    options: [],
  });
  const buyer = { firstName: 'Lia', lastName: 'Live', email: `lia.${Date.now()}@example.com`, password: 'x' };
  const held = await reservationThroughApi(page, buyer, configuration(sold), { Email: buyer.email });
  for (const viewer of viewers) {
    await expect(card(viewer, sold)).toContainText('On hold', { timeout: 2_000 });
    await expect(card(viewer, sold).getByRole('link', { name: /^Order/ })).toHaveCount(0);
  }

  // Sold: the deposit paid and the order placed.
  const { sessionResult } = await payThroughApi(page, held, buyer, '5555 5555 5555 4444');
  const placed = await page.request.post('/api/Order/place-order', {
    headers: client,
    data: {
      order: { OrderID: held.orderID },
      adyenSession: { SessionID: held.adyenSessionID, SessionResult: sessionResult },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  for (const viewer of viewers) await expect(card(viewer, sold)).toHaveCount(0, { timeout: 2_000 });

  // A hold that runs out: the server's clock past the hold and its grace, and the configuration is back.
  const other = { ...buyer, email: `lia.lapsed.${Date.now()}@example.com` };
  await reservationThroughApi(page, other, configuration(lapsed), { Email: other.email });
  for (const viewer of viewers)
    await expect(card(viewer, lapsed)).toContainText('On hold', { timeout: 2_000 });
  try {
    await serverClock(page.request, 12 * 60_000);
    for (const viewer of viewers)
      await expect(card(viewer, lapsed)).toContainText('1 available', { timeout: 4_000 });
  } finally {
    await serverClock(page.request, 0);
  }
  for (const viewer of viewers) await viewer.context().close();
});

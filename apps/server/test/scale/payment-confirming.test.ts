import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRefundsDue, orderPayments, outbox, sandboxPaymentSessions } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { buyer, fourInStock } from '../support/checkout-fixtures';
import { freePort } from '../support/http-app';
import { createTestDatabase } from '../support/test-db';
import { type Instance, startInstance } from './instance';
import { type Nginx, startNginx } from './nginx';

/*
 * Issue 30, done-when 5, in a real browser: the instance that took the card dies between the provider's
 * authorisation and its reply to place-order (TEST_FAULT, a test build only). Two built instances behind nginx on
 * PostgreSQL, the second a backup that takes over once the first is gone. The page says the payment is being
 * confirmed (never 'refused'), a second payment is refused meanwhile (409 PaymentBeingConfirmed), the page waits
 * for the order and shows the thank-you page; the order is paid exactly once.
 */

const refusal = 'Your credit card details have been refused, please re-enter your details.';

describe('a payment whose instance dies before it answers, in Chromium behind nginx', () => {
  let database: Database & { url?: string };
  let dir: string;
  let origin: string;
  let nginx: Nginx;
  let browser: Browser;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'showroom-confirming-'));
    const [dyingPort, survivorPort, nginxPort] = [await freePort(), await freePort(), await freePort()];
    origin = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: database.url ?? '',
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '127.0.0.1',
      SANDBOX_HMAC_KEY: '5e'.repeat(32),
      DATA_DIR: join(dir, 'data'),
    };
    instances.push(
      ...(await Promise.all([
        // Test faults are refused in production (env.ts): the instance that dies runs as a test build.
        startInstance(dyingPort, { ...env, NODE_ENV: 'test', TEST_FAULT: 'exit-after-authorisation' }),
        startInstance(survivorPort, env),
      ])),
    );
    nginx = await startNginx(join(dir, 'nginx'), nginxPort, [dyingPort], [survivorPort]);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(instances.map((instance) => instance.kill()));
    await nginx?.stop();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Fills the sandbox's card form with a good card and pays. */
  async function payWithGoodCard(page: Page) {
    const card = page.frameLocator('iframe[title="Card payment"]');
    await card.getByLabel('Card number').fill('5555 5555 5555 4444');
    await card.getByLabel('Expiry date (MM/YY)').fill('03/30');
    await card.getByLabel('Security code').fill('737');
    await card.getByLabel('Name on card').fill('Jo Citizen');
    await card.getByLabel('Street address').fill('1 George St');
    await card.getByLabel('Suburb or city').fill('Sydney');
    await card.getByLabel('Postcode').fill('2000');
    await card.getByRole('button', { name: 'Place order' }).click();
  }

  it('shows "confirming", never "refused", and ends paid once', async () => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    // The hold, through the page's own cookies, then the payment step it resumes.
    const reserved = await context.request.post('/api/Order/place-reservation', {
      headers: { 'x-showroom-client': 'web', origin },
      data: { order: { ...buyer, ...fourInStock } },
    });
    expect(reserved.status(), await reserved.text()).toBe(200);
    const orderId = ((await reserved.json()) as { data: { order: { orderID: string } } }).data.order.orderID;
    await page.goto('/au-en/?redirectPage=payment');
    await page.getByRole('timer', { name: 'Time left on your reservation' }).waitFor();
    await page.getByRole('checkbox', { name: /I agree to the Order Terms/ }).check();

    // Hold the order's row, so the dying instance's own notification cannot complete the order before its
    // place-order reaches the fault: the card is authorised, then the instance is gone.
    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    const statuses: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/Order/place-order')) statuses.push(String(response.status()));
    });
    try {
      await lock.query('begin');
      await lock.query('select id from orders where id = $1 for update', [orderId]);
      await payWithGoodCard(page);
      await page.getByRole('status').filter({ hasText: 'We are confirming your payment' }).waitFor();
      expect(statuses).toEqual(['502']);
    } finally {
      await lock.query('rollback').catch(() => undefined);
      await lock.end();
    }
    expect(await page.getByText(refusal).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Re-try Payment' }).count()).toBe(0);
    // What place-order heard before it died is kept on the attempt, and another payment is refused meanwhile.
    const open = await database.db
      .select({ status: orderPayments.status, resultCode: orderPayments.resultCode })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));
    expect(open).toEqual([{ status: 'pending', resultCode: 'Authorised' }]);
    const retry = await context.request.post('/api/Payment/get-new-payment-ids', {
      headers: { 'x-showroom-client': 'web', origin },
      data: { orderID: orderId, Country: 'AU' },
    });
    expect(retry.status()).toBe(409);
    expect(await retry.json()).toMatchObject({
      errorCode: 'PaymentBeingConfirmed',
      message: 'Your payment is being confirmed. Please wait a moment.',
    });

    // The dead sender's lease runs out (by the database's clock): the survivor sends the notification owed.
    await database.db
      .update(sandboxPaymentSessions)
      .set({ notifyDueAt: sql`now() - interval '1 second'` })
      .where(isNull(sandboxPaymentSessions.notifiedAt));
    await page.getByRole('heading', { name: /thank you for your order/i }).waitFor({ timeout: 60_000 });
    expect(await page.getByText(refusal).count()).toBe(0);

    const attempts = await database.db
      .select({ status: orderPayments.status })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));
    expect(attempts).toEqual([{ status: 'authorised' }]);
    const [emails] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${orderId}`));
    expect(emails?.n).toBe(1);
    expect(
      await database.db.select().from(depositRefundsDue).where(eq(depositRefundsDue.orderId, orderId)),
    ).toEqual([]);
    await context.close();
  }, 180_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger, signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { paymentNotifications } from '../../db/schema';
import {
  StandardNotification,
  toPaymentNotification,
} from '../../platform/adapters/payments/standard-notification';
import { storeNotification } from './payment-notifications.repository';

const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const log = capturedLogger();
let t: TestApp;

function deliver(body: unknown) {
  // A provider posts without our client header or an Origin: the webhook is outside the browser API's CSRF rule.
  return t.app.inject({ method: 'POST', url: '/webhooks/payments', payload: body as object });
}

async function rowsFor(reference: string) {
  return t.database.db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.merchantReference, reference));
}

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_HMAC_KEY: key }, logger: log.logger });
});
afterAll(async () => t.close());

describe('POST /webhooks/payments', () => {
  it('stores a verified notification and answers [accepted]', async () => {
    const response = await deliver(signedNotification(key, { merchantReference: 'PAY-OK' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[accepted]');
    const [row] = await rowsFor('PAY-OK');
    expect(row).toMatchObject({
      provider: 'sandbox',
      pspReference: 'PSP0001',
      eventCode: 'AUTHORISATION',
      success: true,
      amountCents: 100_000,
      currency: 'AUD',
      outcome: 'ignored: unknown reference',
    });
    expect(row?.processedAt).toBeInstanceOf(Date);
  });

  it('refuses a bad signature, a signature made with another key and a tampered amount, storing nothing', async () => {
    const otherKey = 'ff'.repeat(32);
    const tampered = signedNotification(key, { merchantReference: 'PAY-BAD', pspReference: 'PSP-T' });
    const item = tampered.notificationItems[0]?.NotificationRequestItem;
    if (item) item.amount.value = 1;
    const unsigned = signedNotification(key, { merchantReference: 'PAY-BAD', pspReference: 'PSP-U' });
    const unsignedItem = unsigned.notificationItems[0]?.NotificationRequestItem as {
      additionalData?: object;
    };
    delete unsignedItem.additionalData;
    for (const body of [signedNotification(otherKey, { merchantReference: 'PAY-BAD' }), tampered, unsigned]) {
      const response = await deliver(body);
      expect(response.statusCode).toBe(401);
    }
    expect(await rowsFor('PAY-BAD')).toEqual([]);
    expect(log.text()).toContain('payment-webhook-bad-signature');
  });

  it('refuses a whole batch when one item is badly signed', async () => {
    const good = signedNotification(key, { merchantReference: 'PAY-BATCH', pspReference: 'PSP-B1' });
    const bad = signedNotification('ee'.repeat(32), {
      merchantReference: 'PAY-BATCH',
      pspReference: 'PSP-B2',
    });
    const batch = { live: 'false', notificationItems: [...good.notificationItems, ...bad.notificationItems] };
    expect((await deliver(batch)).statusCode).toBe(401);
    expect(await rowsFor('PAY-BATCH')).toEqual([]);
  });

  it('answers 400 to a body that is not a notification', async () => {
    for (const body of [
      {},
      { notificationItems: [] },
      { notificationItems: [{ NotificationRequestItem: {} }] },
    ]) {
      expect((await deliver(body)).statusCode).toBe(400);
    }
  });

  it('keeps one row for a notification delivered many times, at once and later', async () => {
    const body = signedNotification(key, { merchantReference: 'PAY-DUP', pspReference: 'PSP-DUP' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await deliver(body)).statusCode).toBe(200);
    expect(await rowsFor('PAY-DUP')).toHaveLength(1);
  });

  it('processes on its next delivery an item stored by a delivery that died before processing it, and only once', async () => {
    const body = signedNotification(key, { merchantReference: 'PAY-DIED', pspReference: 'PSP-DIED' });
    const item = toPaymentNotification(
      StandardNotification.parse(body).notificationItems[0]!.NotificationRequestItem,
    );
    // What the webhook had written when its process died: the item stored, its processing never recorded.
    await storeNotification(t.database.db, 'sandbox', item);
    expect((await rowsFor('PAY-DIED'))[0]?.processedAt).toBeNull();
    expect((await deliver(body)).statusCode).toBe(200);
    const [row] = await rowsFor('PAY-DIED');
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.outcome).toBe('ignored: unknown reference');
    const processedAt = row?.processedAt;
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await rowsFor('PAY-DIED'))[0]?.processedAt).toEqual(processedAt);
  });

  it('keeps events of one payment apart whatever their order', async () => {
    const cancel = signedNotification(key, {
      merchantReference: 'PAY-ORDER',
      pspReference: 'PSP-ORDER',
      eventCode: 'CANCELLATION',
    });
    const authorise = signedNotification(key, { merchantReference: 'PAY-ORDER', pspReference: 'PSP-ORDER' });
    expect((await deliver(cancel)).statusCode).toBe(200);
    expect((await deliver(authorise)).statusCode).toBe(200);
    expect((await deliver(cancel)).statusCode).toBe(200);
    const events = (await rowsFor('PAY-ORDER')).map((row) => row.eventCode).sort();
    expect(events).toEqual(['AUTHORISATION', 'CANCELLATION']);
  });
});

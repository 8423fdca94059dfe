import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  reservedFrom,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sandboxPaymentSessions } from '../../db/schema';
import { paymentWebhookPath } from '../../modules/payment/payment-webhook.routes';
import type { SandboxGateway } from '../adapters/payments/sandbox/sandbox-gateway';
import { fixedClock } from '../clock';

const token = 'metrics-token-for-tests-0123456789';
const previous = 'metrics-token-being-replaced-000';

/** One sample's value from the Prometheus text format, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.get('/metrics', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({
      backgroundJobs: true,
      env: { METRICS_TOKEN: `${token},${previous}`, SANDBOX_HMAC_KEY: '3c'.repeat(32) },
    });
  });
  afterAll(() => t.close());

  it('answers 401 without a token or with a wrong one, and takes either token while one is replaced', async () => {
    expect((await t.get('/metrics')).statusCode).toBe(401);
    expect((await t.get('/metrics', { authorization: 'Bearer not-the-token-at-all' })).statusCode).toBe(401);
    expect((await t.get('/metrics', { authorization: token })).statusCode).toBe(401);
    const res = await t.get('/metrics', { authorization: `Bearer ${previous}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests per route template and status class, and times them', async () => {
    const route = { method: 'POST', route: '/api/Vehicle/get-variants' };
    const before = await scrape();
    await t.post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' });
    await t.post('/api/Vehicle/get-variants', { Country: 'AU', State: 'NSW' });
    await t.post('/api/Vehicle/get-variants', { Country: 'XX' });
    await t.post('/api/Vehicle/no-such-call', {});
    const after = await scrape();
    const count = (text: string, status: string) =>
      sample(text, 'showroom_http_request_duration_seconds_count', { ...route, status });
    expect(count(after, '2xx') - count(before, '2xx')).toBe(2);
    expect(count(after, '4xx') - count(before, '4xx')).toBe(1);
    const unmatched = { method: 'POST', route: '(unmatched)', status: '4xx' };
    expect(
      sample(after, 'showroom_http_request_duration_seconds_count', unmatched) -
        sample(before, 'showroom_http_request_duration_seconds_count', unmatched),
    ).toBe(1);
    expect(
      sample(after, 'showroom_http_request_duration_seconds_bucket', { ...route, status: '2xx', le: '+Inf' }),
    ).toBe(count(after, '2xx'));
    expect(after).toContain('showroom_nodejs_eventloop_lag_seconds');
  });

  it('shows a reservation held, then paid, the confirmation email queued, and the workers running', async () => {
    const before = await scrape();
    const reserved = reservedFrom(
      await t.post('/api/Order/place-reservation', { order: { ...buyer, ...threeInStock } }),
    );
    const holding = await scrape();
    const held = (text: string) => sample(text, 'showroom_reservations', { status: 'CheckoutPaymentPage' });
    expect(held(holding) - held(before)).toBe(1);
    expect(sample(holding, 'showroom_vehicles_held')).toBe(sample(before, 'showroom_vehicles_held') + 1);
    expect(sample(holding, 'showroom_payments', { result: 'pending' })).toBeGreaterThan(0);
    const awaiting = (text: string) => sample(text, 'showroom_payments_awaiting_confirmation');
    expect(awaiting(holding)).toBe(awaiting(before) + 1);
    expect(sample(holding, 'showroom_payments_awaiting_confirmation_oldest_seconds')).toBeGreaterThanOrEqual(
      0,
    );

    expect((await payInSandbox(t, reserved)).resultCode).toBe('Authorised');
    const paid = await scrape();
    expect(sample(paid, 'showroom_reservations', { status: 'Ordered' })).toBe(
      sample(before, 'showroom_reservations', { status: 'Ordered' }) + 1,
    );
    expect(sample(paid, 'showroom_payments', { result: 'authorised' })).toBe(
      sample(before, 'showroom_payments', { result: 'authorised' }) + 1,
    );
    const queued = (text: string) =>
      ['pending', 'delivered_to_mailbox', 'sent'].reduce(
        (sum, status) => sum + sample(text, 'showroom_outbox_messages', { status }),
        0,
      );
    expect(queued(paid)).toBe(queued(before) + 1);
    expect(sample(paid, 'showroom_database_up')).toBe(1);
    for (const worker of ['outbox', 'sandbox-notifier', 'reservation-sweep', 'test-drive-hold-sweep']) {
      expect(sample(paid, 'showroom_worker_running', { worker })).toBe(1);
    }
    expect(sample(paid, 'showroom_payment_notifications_owed')).toBe(0);
    expect(awaiting(paid)).toBe(awaiting(before));
    // Without REDIS_URL there is no Redis to report, and nothing ever falls back.
    expect(paid).not.toContain('showroom_redis_up');
    expect(sample(paid, 'showroom_rate_limit_fallbacks_total')).toBe(0);
  });
});

describe('deposit refunds in the metrics', () => {
  const hmacKey = '0e'.repeat(32);
  const clock = fixedClock('2026-11-22T09:00:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { METRICS_TOKEN: token, SANDBOX_HMAC_KEY: hmacKey } });
  });
  afterAll(() => t.close());
  const scrape = async () => (await t.get('/metrics', { authorization: `Bearer ${token}` })).body;
  const refunds = (text: string, status: string) => sample(text, 'showroom_deposit_refunds', { status });

  it('has every status from the start, then counts one requested and then settled (confirmed)', async () => {
    const before = await scrape();
    for (const status of ['due', 'requested', 'confirmed', 'failed']) {
      expect(before).toMatch(new RegExp(`^showroom_deposit_refunds\\{status="${status}"\\} \\d+$`, 'm'));
    }
    // A card authorised after its hold ended: the shop refunds it on its own (docs/payments.md "Refunds").
    const r = reservedFrom(
      await t.post('/api/Order/place-reservation', { order: { ...buyer, ...fourInStock }, hasLogin: false }),
    );
    await t.database.db
      .update(sandboxPaymentSessions)
      .set({
        status: 'completed',
        resultCode: 'Authorised',
        pspReference: 'METRICS-LATE',
        completedAt: clock.now(),
      })
      .where(eq(sandboxPaymentSessions.id, r.sessionId));
    clock.advance(661_000);
    const notified = await t.app.inject({
      method: 'POST',
      url: paymentWebhookPath,
      payload: signedNotification(hmacKey, { merchantReference: r.paymentId, pspReference: 'METRICS-LATE' }),
    });
    expect(notified.statusCode).toBe(200);
    const asked = await scrape();
    expect(refunds(asked, 'requested') + refunds(asked, 'confirmed')).toBe(
      refunds(before, 'requested') + refunds(before, 'confirmed') + 1,
    );
    await (t.app.paymentGateway as SandboxGateway).idle();
    const settled = await scrape();
    expect(refunds(settled, 'confirmed')).toBe(refunds(before, 'confirmed') + 1);
    expect(refunds(settled, 'failed')).toBe(refunds(before, 'failed'));
  });
});

describe('metrics without a token setting', () => {
  it('are not served at all', async () => {
    const t = await createTestApp();
    try {
      expect((await t.get('/metrics', { authorization: `Bearer ${token}` })).statusCode).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});

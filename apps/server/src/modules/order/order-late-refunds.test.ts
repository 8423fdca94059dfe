import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buyer,
  fourInStock,
  payInSandbox,
  type Reserved,
  reservedFrom,
  threeInStock,
} from '../../../test/support/checkout-fixtures';
import { signedNotification } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  depositRefundsDue,
  orders,
  outbox,
  paymentNotifications,
  sandboxPaymentSessions,
} from '../../db/schema';
import type { SandboxGateway } from '../../platform/adapters/payments/sandbox/sandbox-gateway';
import { fixedClock } from '../../platform/clock';
import { paymentWebhookPath } from '../payment/payment-webhook.routes';
import { depositRefunds } from '../payments';

/*
 * Issue 14.6: a deposit authorised after its hold ended (or a second payment of a paid order) is refunded by the
 * shop on its own, after the completing transaction commits, and the customer is told by email. A refund the
 * provider does not take is asked again by the sweep; the provider's REFUND notification settles it.
 */

const hmacKey = '0f'.repeat(32);
const clock = fixedClock('2026-11-22T09:00:00.000Z');
let t: TestApp;
const silent = { warn: () => {}, error: () => {} };

async function reserve(configuration: object): Promise<Reserved> {
  return reservedFrom(
    await t.post('/api/Order/place-reservation', { order: { ...buyer, ...configuration }, hasLogin: false }),
  );
}

/** The provider authorised the card of this session (a late 3-D Secure, a slow bank) but has not told us yet. */
async function authorisedAtProvider(r: Reserved, pspReference: string) {
  await t.database.db
    .update(sandboxPaymentSessions)
    .set({ status: 'completed', resultCode: 'Authorised', pspReference, completedAt: clock.now() })
    .where(eq(sandboxPaymentSessions.id, r.sessionId));
}

const notify = (overrides: Parameters<typeof signedNotification>[1]) =>
  t.app.inject({ method: 'POST', url: paymentWebhookPath, payload: signedNotification(hmacKey, overrides) });

async function refundRow(pspReference: string) {
  const [row] = await t.database.db
    .select()
    .from(depositRefundsDue)
    .where(eq(depositRefundsDue.pspReference, pspReference));
  return row;
}

async function refundEmails(pspReference: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.dedupeKey, `deposit-refund:${pspReference}`), eq(outbox.template, 'deposit-refund')),
    );
}

async function orderStatus(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row?.status;
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SANDBOX_HMAC_KEY: hmacKey, RESERVE_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

describe('a deposit authorised after the hold ended', () => {
  it('is refunded once (however often the notification comes), and the customer is emailed', async () => {
    const refund = vi.spyOn(t.app.paymentGateway, 'refund');
    const r = await reserve(fourInStock);
    await authorisedAtProvider(r, 'LATE-OK');
    clock.advance(661_000); // past the hold: the notification arrives after it ended
    for (const delivery of [1, 2]) {
      expect(
        (await notify({ merchantReference: r.paymentId, pspReference: 'LATE-OK' })).statusCode,
        `delivery ${delivery}`,
      ).toBe(200);
    }
    expect(await orderStatus(r.orderID)).toBe('RefundDue');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({
      paymentPspReference: 'LATE-OK',
      amount: { value: 100_000, currency: 'AUD' },
      reference: `${r.paymentId}-refund`,
      idempotencyKey: 'deposit-refund:LATE-OK',
    });
    expect(await refundRow('LATE-OK')).toMatchObject({
      orderId: r.orderID,
      reason: 'authorised after the hold ended',
      // Asked for; the sandbox's REFUND notification may already have settled it.
      refundStatus: expect.stringMatching(/^(requested|confirmed)$/),
      refundReference: expect.stringMatching(/^SANDBOXREFUND[0-9A-F]{16}$/),
      refundedAt: clock.now(),
      refundDueAt: null,
      refundAttempts: 1,
    });
    const emails = await refundEmails('LATE-OK');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.toAddress).toBe('jo@example.com');
    expect(emails[0]?.subject).toBe('Your $1,000 payment is being refunded');
    expect(emails[0]?.text).toContain(
      `Your card payment of $1,000 for reservation ${r.orderNo} was authorised after your reservation had ended`,
    );
    expect(emails[0]?.text).toContain('within 3–5 business days');

    // The provider (the sandbox, by its REFUND notification) confirms the refund: the row is settled.
    await (t.app.paymentGateway as SandboxGateway).idle();
    const row = await refundRow('LATE-OK');
    expect(row).toMatchObject({
      refundStatus: 'confirmed',
      refundSettledAt: clock.now(),
    });
    const [stored] = await t.database.db
      .select()
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.pspReference, row?.refundReference ?? ''),
          eq(paymentNotifications.eventCode, 'REFUND'),
        ),
      );
    expect(stored?.outcome).toBe('deposit refund confirmed');
  });

  it('is asked for again by the sweep when the provider did not take it, with the same idempotency key', async () => {
    // Down at first, then it takes the refund (and, unlike the sandbox, does not settle it by itself).
    const refund = vi
      .spyOn(t.app.paymentGateway, 'refund')
      .mockRejectedValueOnce(new Error('provider down'))
      .mockResolvedValueOnce({ pspReference: 'REFUND-LATE-RETRY' });
    const r = await reserve(fourInStock);
    await authorisedAtProvider(r, 'LATE-RETRY');
    clock.advance(661_000);
    await notify({ merchantReference: r.paymentId, pspReference: 'LATE-RETRY' });
    expect(refund).toHaveBeenCalledTimes(1);
    const failed = await refundRow('LATE-RETRY');
    expect(failed).toMatchObject({ refundStatus: 'due', refundAttempts: 1, refundReference: null });
    expect(failed?.refundDueAt?.getTime()).toBeGreaterThan(clock.now().getTime());
    // The customer is told at once, whatever the provider answered.
    expect(await refundEmails('LATE-RETRY')).toHaveLength(1);

    const sweep = () =>
      depositRefunds({
        db: t.database.db,
        clock,
        gateway: t.app.paymentGateway,
        logger: silent,
      }).requestDue();
    expect(await sweep()).toBe(0); // not due yet: the retry waits
    expect(refund).toHaveBeenCalledTimes(1);
    clock.advance(3_600_000);
    // Two instances sweep at once: the refund is asked for once.
    const swept = await Promise.all([sweep(), sweep()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      'deposit-refund:LATE-RETRY',
      'deposit-refund:LATE-RETRY',
    ]);
    expect(await refundRow('LATE-RETRY')).toMatchObject({ refundStatus: 'requested', refundAttempts: 2 });
    expect(await sweep()).toBe(0);
    expect(await refundEmails('LATE-RETRY')).toHaveLength(1);

    // The provider fails the refund later: the row says so (staff refund it by hand).
    await notify({
      eventCode: 'REFUND',
      success: 'false',
      pspReference: 'REFUND-FAILED-1',
      originalReference: 'LATE-RETRY',
    });
    expect(await refundRow('LATE-RETRY')).toMatchObject({ refundStatus: 'failed' });
    expect(await sweep()).toBe(0);
  });
});

describe('a second payment of an order already paid', () => {
  it('is refunded at once and the customer is told the order is unchanged', async () => {
    const refund = vi.spyOn(t.app.paymentGateway, 'refund');
    const r = await reserve(threeInStock);
    const second = (
      await t.post(
        '/api/Payment/get-new-payment-ids',
        { orderID: r.orderID, Country: 'AU' },
        { cookie: r.cookie },
      )
    ).json().data;
    await payInSandbox(t, r);
    expect(await orderStatus(r.orderID)).toBe('Ordered');
    expect(refund).not.toHaveBeenCalled();
    // The other tab pays too.
    await payInSandbox(t, { sessionId: second.adyenSessionID, sessionData: second.adyenSessionData });
    expect(await orderStatus(r.orderID)).toBe('Ordered');
    expect(refund).toHaveBeenCalledTimes(1);
    const pspReference = refund.mock.calls[0]?.[0].paymentPspReference ?? '';
    // The sandbox settles the refund with its REFUND notification.
    await (t.app.paymentGateway as SandboxGateway).idle();
    expect(await refundRow(pspReference)).toMatchObject({
      paymentId: second.rdPaymentTransactionID,
      reason: 'order already paid',
      refundStatus: 'confirmed',
    });
    const [email] = await refundEmails(pspReference);
    expect(email?.text).toContain(
      'the deposit for this order had already been paid, and your order is unchanged',
    );
  });
});

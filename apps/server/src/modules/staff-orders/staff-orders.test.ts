import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, fourInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { buyerBrowser, type PlacedOrder, placeOrderAs } from '../../../test/support/owner-fixtures';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';
import type { TestBrowser } from '../../../test/support/test-browser';
import { depositRefundsDue, staffAuditLog, stockUnits } from '../../db/schema';

/*
 * The back office's orders over real HTTP: search with keyset pages, the order with its pipeline, a bank payment
 * that finishes Pay Your Balance, a step moved on and back, notes, cancellation with a sandbox refund, and the
 * roles: a viewer reads but changes nothing, a customer gets 403 on every staff call.
 */

let shop: HttpApp;
let admin: TestBrowser;
let viewer: TestBrowser;
let customer: TestBrowser;
let first: PlacedOrder;
let second: PlacedOrder;

beforeAll(async () => {
  shop = await startHttpApp();
  customer = await buyerBrowser(shop.origin);
  first = await placeOrderAs(customer, threeInStock, buyer);
  second = await placeOrderAs(customer, fourInStock, buyer);
  admin = await staffBrowser(shop, 'ops@shop.example', 'sales');
  viewer = await staffBrowser(shop, 'reader@shop.example', 'viewer', 1);
});
afterAll(async () => shop?.close());

const detail = async (orderId: string) =>
  dataOf((await admin.api('/api/staff/orders/get', { orderId })).body);

describe('staff orders', () => {
  it('searches, sorts and pages on the server', async () => {
    const page1 = dataOf(
      (await viewer.api('/api/staff/orders', { limit: 1, sort: { by: 'orderNo', dir: 'asc' } })).body,
    );
    expect(page1.orders).toHaveLength(1);
    expect(page1.orders[0].orderNo).toBe(first.ids.yanaOrderNo);
    const page2 = dataOf(
      (
        await viewer.api('/api/staff/orders', {
          limit: 1,
          sort: { by: 'orderNo', dir: 'asc' },
          cursor: page1.nextCursor,
        })
      ).body,
    );
    expect(page2.orders[0].orderNo).toBe(second.ids.yanaOrderNo);
    const byCustomer = dataOf(
      (await viewer.api('/api/staff/orders', { customer: buyer.Email.toUpperCase() })).body,
    );
    expect(byCustomer.orders).toHaveLength(2);
    const none = dataOf((await viewer.api('/api/staff/orders', { status: 'Delivered' })).body);
    expect(none.orders).toHaveLength(0);
    const bad = await viewer.api('/api/staff/orders', { status: 'Shipped', from: '2026-13-40' });
    expect(bad.status).toBe(400);
    const csv = await viewer.request(`/api/staff/orders.csv?customer=${encodeURIComponent(buyer.Email)}`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('records a bank payment against the balance: Pay Your Balance finishes, audited', async () => {
    const orderId = first.ids.yanaOrderID;
    const before = await detail(orderId);
    const payment = await admin.api('/api/staff/orders/bank-payment', {
      orderId,
      amountCents: before.order.balanceCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: 'BANK-1',
    });
    expect(payment.status).toBe(200);
    expect(dataOf(payment.body)).toEqual({ balanceCents: 0, paidInFull: true });
    const after = await detail(orderId);
    expect(after.steps.find((s: { name: string }) => s.name === 'Pay Your Balance').status).toBe(1);
    expect(after.emails.map((m: { template: string }) => m.template)).toContain('balance-receipt');
    const audit = await shop.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, orderId));
    expect(audit.map((a) => a.action)).toContain('order-bank-payment-recorded');
    const tooMuch = await admin.api('/api/staff/orders/bank-payment', {
      orderId,
      amountCents: 100,
      receivedOn: '2026-01-01',
    });
    expect(tooMuch.status).toBe(400);
  });

  it('moves a step on and back with a reason, and keeps notes', async () => {
    const orderId = second.ids.yanaOrderID;
    const start = await detail(orderId);
    expect(start.advanceable).toContain('DeliveryScheduled');
    const missing = await admin.api('/api/staff/orders/advance', {
      orderId,
      event: 'DeliveryScheduled',
      reason: 'Booked by phone',
    });
    expect(JSON.parse(missing.body).details.map((d: { field: string }) => d.field)).toEqual(['date', 'time']);
    const moved = await admin.api('/api/staff/orders/advance', {
      orderId,
      event: 'DeliveryScheduled',
      reason: 'Booked by phone',
      date: '2027-01-20',
      time: '10:00',
    });
    expect(moved.status).toBe(200);
    expect((await detail(orderId)).reversible).toContain('deliveryScheduled');
    const back = await admin.api('/api/staff/orders/roll-back', {
      orderId,
      milestone: 'deliveryScheduled',
      reason: 'Customer changed plans',
    });
    expect(back.status).toBe(200);
    const noReason = await admin.api('/api/staff/orders/roll-back', {
      orderId,
      milestone: 'deliveryScheduled',
      reason: '',
    });
    expect(noReason.status).toBe(400);
    await admin.api('/api/staff/orders/note', { orderId, text: 'Prefers email' });
    const after = await detail(orderId);
    expect(after.notes.map((n: { text: string }) => n.text)).toEqual(['Prefers email']);
    expect(after.events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['DeliveryScheduled', 'StepRolledBack']),
    );
  });

  it('cancels with a refund of the deposit through the sandbox and frees the vehicle', async () => {
    const orderId = second.ids.yanaOrderID;
    const cancelled = await admin.api('/api/staff/orders/cancel', {
      orderId,
      reason: 'Customer asked to cancel',
    });
    expect(cancelled.status).toBe(200);
    const body = dataOf(cancelled.body);
    expect(body.status).toBe('Cancelled');
    expect(body.refundedCents).toBe(100_000);
    expect(body.refundStatus).toBe('Requested');
    const [refund] = await shop.database.db
      .select()
      .from(depositRefundsDue)
      .where(eq(depositRefundsDue.orderId, orderId));
    expect(refund?.refundReference).toBe(body.refundReference);
    expect(refund?.reason).toBe('order cancelled');
    const order = await detail(orderId);
    const [unit] = await shop.database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, order.order.vin));
    expect(unit?.status).toBe('available');
    const again = await admin.api('/api/staff/orders/cancel', { orderId, reason: 'Twice' });
    expect(again.status).toBe(409);
  });

  it('keeps exports and order views in the audit log: who, what filter, how many rows (probe N10)', async () => {
    const email = encodeURIComponent(buyer.Email);
    expect((await viewer.request(`/api/staff/orders.csv?customer=${email}`)).status).toBe(200);
    expect((await viewer.api('/api/staff/orders/get', { orderId: first.ids.yanaOrderID })).status).toBe(200);
    expect((await viewer.request('/api/staff/interests.csv?kind=enquiries')).status).toBe(200);
    const reads = await shop.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffEmail, 'reader@shop.example'));
    const byAction = Object.fromEntries(reads.map((row) => [row.action, row]));
    expect(byAction['orders-exported']).toMatchObject({
      entity: 'order',
      after: { filter: { customer: buyer.Email }, rows: 2 },
    });
    expect(byAction['order-viewed']).toMatchObject({ entity: 'order', entityId: first.ids.yanaOrderID });
    expect(byAction['interests-exported']).toMatchObject({
      entity: 'interest',
      after: { rows: expect.any(Number) },
    });
  });

  it('lets a viewer read but change nothing, and a customer nothing at all', async () => {
    const orderId = first.ids.yanaOrderID;
    expect((await viewer.api('/api/staff/orders/get', { orderId })).status).toBe(200);
    const changes: [string, object][] = [
      ['/api/staff/orders/advance', { orderId, event: 'VehiclePrepared', reason: 'Ready now' }],
      ['/api/staff/orders/roll-back', { orderId, milestone: 'balanceReceived', reason: 'Bounced' }],
      ['/api/staff/orders/note', { orderId, text: 'x' }],
      ['/api/staff/orders/cancel', { orderId, reason: 'No reason' }],
      ['/api/staff/orders/bank-payment', { orderId, amountCents: 1, receivedOn: '2026-01-01' }],
      ['/api/staff/maintenance', { isShow: true }],
    ];
    for (const [path, body] of changes) expect((await viewer.api(path, body)).status, path).toBe(403);
    const reads: [string, object][] = [
      ['/api/staff/orders', {}],
      ['/api/staff/orders/get', { orderId }],
      ['/api/staff/interests', { kind: 'waitlist' }],
      ['/api/staff/audit-log', {}],
    ];
    for (const [path, body] of [...changes, ...reads])
      expect((await customer.api(path, body)).status, path).toBe(403);
    for (const path of [
      '/api/staff/me',
      '/api/staff/maintenance',
      '/api/staff/orders.csv',
      '/api/staff/interests.csv?kind=waitlist',
    ]) {
      expect((await customer.request(path)).status, path).toBe(403);
    }
  });

  it('switches maintenance mode as admin only, audited', async () => {
    const opsAdmin = await staffBrowser(shop, 'boss@shop.example', 'admin', -1);
    const on = await opsAdmin.api('/api/staff/maintenance', { isShow: true });
    expect(dataOf(on.body).isShow).toBe(true);
    expect(dataOf((await viewer.request('/api/staff/maintenance')).body).testerCode).toBe(
      dataOf(on.body).testerCode,
    );
    await opsAdmin.api('/api/staff/maintenance', { isShow: false });
    const audit = await shop.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entity, 'setting'));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['maintenance-on', { isShow: false }, { isShow: true }],
      ['maintenance-off', { isShow: true }, { isShow: false }],
    ]);
  });
});

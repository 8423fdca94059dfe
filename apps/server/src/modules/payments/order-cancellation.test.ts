import { getOrderDetailsByYanaIds, paymentSummaryPath } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { buyerBrowser, type PlacedOrder, placeOrderAs } from '../../../test/support/owner-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';
import type { TestBrowser } from '../../../test/support/test-browser';
import { orderPayments, outbox, stockUnits } from '../../db/schema';
import type { SandboxGateway } from '../../platform/adapters/payments/sandbox/sandbox-gateway';

/*
 * Issue 30, "a cancelled order": staff cancel a paid order over real HTTP; the sandbox takes the refund and settles
 * it with its REFUND notification. What the customer then sees: no balance owing, the deposit and its refund in
 * the history, a payment summary that says so without bank details, and two emails.
 */

let shop: HttpApp;
let customer: TestBrowser;
let order: PlacedOrder;

beforeAll(async () => {
  shop = await startHttpApp();
  customer = await buyerBrowser(shop.origin);
  order = await placeOrderAs(customer, threeInStock, buyer);
});
afterAll(async () => shop?.close());

const details = async () => dataOf((await customer.api(getOrderDetailsByYanaIds.path, order.ids)).body);

const emails = (template: string) =>
  shop.database.db
    .select({ subject: outbox.subject, to: outbox.toAddress })
    .from(outbox)
    .where(eq(outbox.template, template));

describe('a cancelled order', () => {
  it('owes nothing, shows the deposit and its refund, and its summary says cancelled without bank details', async () => {
    expect((await details()).balanceStanding).toBe('Owing');
    const [held] = await shop.database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.reservationId, order.ids.yanaOrderID));
    expect(held?.status).toBe('sold');

    const admin = await staffBrowser(shop, 'ops@shop.example', 'sales');
    const cancelled = await admin.api('/api/staff/orders/cancel', {
      orderId: order.ids.yanaOrderID,
      reason: 'Customer asked to cancel',
    });
    expect(cancelled.status, cancelled.body).toBe(200);
    await (shop.app.paymentGateway as SandboxGateway).idle();

    const after = await details();
    expect(after.currentBalance).toBe(0);
    expect(after.balanceStanding).toBe('Closed');
    expect(after.orderPaymentHistory).toEqual([
      expect.objectContaining({ paymentName: 'Deposit', paymentAmount: 100_000, paymentStatus: 'Received' }),
      expect.objectContaining({
        paymentName: 'Deposit refund',
        paymentAmount: 100_000,
        paymentKind: 'refund',
        paymentStatus: 'Refunded',
        paymentReference: expect.stringMatching(/^SANDBOXREFUND/),
      }),
    ]);
    const [attempt] = await shop.database.db
      .select({ status: orderPayments.status })
      .from(orderPayments)
      .where(eq(orderPayments.id, order.paymentId));
    expect(attempt?.status).toBe('refunded');
    const [unit] = await shop.database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, held?.vin ?? ''));
    expect(unit).toMatchObject({ status: 'available', reservationId: null });

    const query = new URLSearchParams(order.ids as unknown as Record<string, string>).toString();
    const pdf = await fetch(`${shop.origin}${paymentSummaryPath}?${query}`, {
      headers: { cookie: [...customer.jar(shop.origin)].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('This order is cancelled');
    expect(text).toContain('Nothing: this order is cancelled');
    // The refund's amount as a minus, in a character the PDF's WinAnsi font has (not a stray quote).
    expect(text).toMatch(/Deposit refund \(refunded, ref\. SANDBOXREFUND[0-9A-F]+\) -\$1,000 /);
    expect(text).not.toContain('Pay by bank transfer');
    expect(text).not.toContain('BSB');

    const cancellation = await emails('deposit-refund');
    expect(cancellation).toEqual([
      {
        to: buyer.Email,
        subject: `Your order ${order.ids.yanaOrderNo} is cancelled and your $1,000 deposit is being refunded`,
      },
    ]);
    expect(await emails('refund-settled')).toEqual([
      { to: buyer.Email, subject: `Your $1,000 refund for ${order.ids.yanaOrderNo} is complete` },
    ]);
  });
});

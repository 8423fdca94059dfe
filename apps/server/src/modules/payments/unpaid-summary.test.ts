import { getOrderDetailsByYanaIds, paymentSummaryPath } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, goodCard, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { buyerBrowser } from '../../../test/support/owner-fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { dataOf } from '../../../test/support/staff-fixtures';
import type { TestBrowser } from '../../../test/support/test-browser';
import type { SandboxGateway } from '../../platform/adapters/payments/sandbox/sandbox-gateway';

/*
 * Issue 30 item 3 (audit spec 002, defect 10): an order whose deposit was refused shows one set of figures on its
 * page and in its payment summary — the deposit due, the balance after it, nothing received — never a balance
 * owing of the whole price beside a balance after deposit.
 */

let shop: HttpApp;
let customer: TestBrowser;
let ids: Record<string, string>;

beforeAll(async () => {
  shop = await startHttpApp();
  customer = await buyerBrowser(shop.origin);
  const reserved = await customer.api('/api/Order/place-reservation', {
    order: { ...buyer, ...threeInStock },
    hasLogin: true,
  });
  const r = dataOf(reserved.body).order;
  const refused = await customer.api(`/sandbox-pay/sessions/${r.adyenSessionID}/payments`, {
    sessionData: r.adyenSessionData,
    ...goodCard,
    number: '4000 0000 0000 0002',
  });
  expect(JSON.parse(refused.body).resultCode).toBe('Refused');
  await (shop.app.paymentGateway as SandboxGateway).idle();
  ids = {
    yanaOrderID: r.orderID,
    yanaOrderNo: r.yanaReservationNumber,
    yanaCustomerID: r.yanaCustomerID,
    yanaCustomerNo: r.yanaCustomerNo,
    country: 'AU',
  };
});
afterAll(async () => shop?.close());

describe('an order whose deposit was refused', () => {
  it('shows the deposit due and the balance after it on the page and in the PDF, nothing received', async () => {
    const details = dataOf((await customer.api(getOrderDetailsByYanaIds.path, ids)).body);
    expect(details.balanceStanding).toBe('DepositDue');
    expect(details.orderPaymentHistory).toEqual([]);
    expect(details.finalPaymentAmount).toBe(details.driveAwayCost.driveawayPrice - 100_000);

    const pdf = await fetch(`${shop.origin}${paymentSummaryPath}?${new URLSearchParams(ids)}`, {
      headers: { cookie: [...customer.jar(shop.origin)].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Deposit due (by card) $1,000');
    expect(text).toContain('Balance after deposit');
    expect(text).toContain('No payments have been received yet.');
    expect(text).not.toContain('Balance owing');
    expect(text).not.toContain('Pay by bank transfer');
  });
});

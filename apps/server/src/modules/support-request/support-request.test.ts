import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import {
  type PlacedOrder,
  placeOrderAs,
  recordEvents,
  supportBody,
} from '../../../test/support/owner-fixtures';
import { createAccount } from '../../../test/support/sign-in-steps';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import {
  depositRefundsDue,
  orderEvents,
  orders,
  outbox,
  shopSettings,
  stockUnits,
  supportRequests,
} from '../../db/schema';
import { coolingOffSettingKey } from './cooling-off-setting';

/*
 * call-back-request (spec 002 sections 4, 7 and 8) over real HTTP with sign-in: the owner asks for a call-back or
 * to cancel; a cancellation is refused once the contract is signed, with the spec's failure text.
 */

let shop: HttpApp;
let mia: TestBrowser;
let unsigned: PlacedOrder;
let signed: PlacedOrder;
let coolingOff: PlacedOrder;
const miaEmail = 'mia.support@example.com';

const json = (hop: Hop) => JSON.parse(hop.body);
const request = (order: PlacedOrder, type: string) =>
  mia.api('/api/Order/call-back-request', supportBody(order.ids, type));

async function requestsOf(order: PlacedOrder) {
  return shop.database.db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.orderId, order.ids.yanaOrderID));
}

async function eventsOf(order: PlacedOrder, event: string) {
  return shop.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.ids.yanaOrderID), eq(orderEvents.event, event)));
}

const mailsFor = (template: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.template, template));

beforeAll(async () => {
  shop = await startHttpApp({ env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  mia = new TestBrowser(shop.origin);
  await createAccount(mia, {
    email: miaEmail,
    password: 'mia-password-1',
    firstName: 'Mia',
    lastName: 'Support',
    country: 'AU',
  });
  const buyer = { FirstName: 'Mia', LastName: 'Support', Email: miaEmail };
  unsigned = await placeOrderAs(mia, threeInStock, buyer);
  signed = await placeOrderAs(mia, fourInStock, buyer);
  coolingOff = await placeOrderAs(mia, fourInStock, buyer);
  const sign = (order: PlacedOrder, at: Date) =>
    recordEvents(shop.database, order.ids.yanaOrderID, [
      { event: { type: 'DetailsProvided' }, actor: 'customer', at },
      { event: { type: 'ContractSigned' }, actor: 'customer', at },
    ]);
  await sign(signed, new Date(Date.now() - 30 * 86_400_000)); // its cooling-off days are long gone
  await sign(coolingOff, new Date());
});
afterAll(() => shop.close());

describe('a call-back request', () => {
  it('is stored for staff, logged on the order and acknowledged by email; asking again answers the same request', async () => {
    const first = await request(unsigned, 'callback');
    expect(first.status, first.body).toBe(200);
    const { requestedAt } = json(first).data;
    expect(json(first).data).toEqual({
      requestType: 'callback',
      requestedAt: expect.any(String),
      cancelled: false,
    });
    expect(json(await request(unsigned, 'CALLBACK')).data).toEqual({
      requestType: 'callback',
      requestedAt,
      cancelled: false,
    });

    const [customerId] = (
      await shop.database.db
        .select({ id: orders.customerId })
        .from(orders)
        .where(eq(orders.id, unsigned.ids.yanaOrderID))
    ).map((row) => row.id);
    expect(await requestsOf(unsigned)).toEqual([
      expect.objectContaining({ requestType: 'callback', status: 'open', customerId, closedAt: null }),
    ]);
    expect(await eventsOf(unsigned, 'CallBackRequested')).toEqual([
      expect.objectContaining({
        actor: 'customer',
        actorId: customerId,
        statusFrom: 'Ordered',
        statusTo: 'Ordered',
      }),
    ]);
    const mails = await mailsFor('support-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: miaEmail });
    expect(mails[0]?.subject).toBe(`We'll call you about order ${unsigned.ids.yanaOrderNo}`);
  });
});

describe('a cancel request', () => {
  it('before the contract is signed: recorded for staff, shown on the order, the order itself unchanged', async () => {
    const reply = await request(unsigned, 'Cancel');
    expect(reply.status, reply.body).toBe(200);
    const { requestedAt } = json(reply).data;
    const open = (await requestsOf(unsigned)).filter((row) => row.requestType === 'cancel');
    expect(open).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(open[0]?.createdAt.toISOString()).toBe(requestedAt);
    expect(await eventsOf(unsigned, 'CancellationRequested')).toHaveLength(1);
    const order = json(await mia.api('/api/Order/get-order-details-by-yana-ids', unsigned.ids)).data;
    expect(order).toMatchObject({
      orderStatus: 'Ordered',
      isCancelled: false,
      cancellationRequestedAt: requestedAt,
    });
    const subjects = (await mailsFor('support-request')).map((mail) => mail.subject);
    expect(subjects).toContain(`Your request to cancel order ${unsigned.ids.yanaOrderNo}`);
  });

  it('within the cooling-off days after signing: cancels at once and refunds the deposit', async () => {
    const reply = await request(coolingOff, 'cancel');
    expect(reply.status, reply.body).toBe(200);
    expect(json(reply).data).toEqual({
      requestType: 'cancel',
      requestedAt: expect.any(String),
      cancelled: true,
    });
    const [order] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, coolingOff.ids.yanaOrderID));
    expect(order?.status).toBe('Cancelled');
    expect(await eventsOf(coolingOff, 'CoolingOffCancelled')).toHaveLength(1);
    const [refund] = await shop.database.db
      .select()
      .from(depositRefundsDue)
      .where(eq(depositRefundsDue.orderId, coolingOff.ids.yanaOrderID));
    expect(refund).toMatchObject({ reason: 'cancelled in the cooling-off period', amountCents: 100_000 });
    const [unit] = await shop.database.db
      .select()
      .from(stockUnits)
      .where(eq(stockUnits.vin, order?.vin ?? ''));
    expect(unit?.status).toBe('available');
    const subjects = (await mailsFor('deposit-refund')).map((mail) => mail.subject);
    expect(subjects).toContain(
      `Your order ${coolingOff.ids.yanaOrderNo} is cancelled and your $1,000 deposit is being refunded`,
    );
  });

  it('once the contract is signed: refused with the spec’s message, writing nothing', async () => {
    const before = {
      requests: await requestsOf(signed),
      events: await eventsOf(signed, 'CancellationRequested'),
      mails: (await mailsFor('support-request')).length,
    };
    const reply = await request(signed, 'cancel');
    expect(reply.status).toBe(409);
    expect(json(reply)).toMatchObject({
      status: false,
      errorCode: 'ContractSigned',
      message:
        "We're sorry, there was an issue processing your request. Please try again or call 1800 CADILLAC (223455) for assistance.",
      details: [
        {
          field: 'RequestType',
          message:
            'Your contract is signed and its cooling-off period has passed, so your order can no longer be cancelled online.',
        },
      ],
    });
    expect({
      requests: await requestsOf(signed),
      events: await eventsOf(signed, 'CancellationRequested'),
      mails: (await mailsFor('support-request')).length,
    }).toEqual(before);
    // A call-back is still possible.
    expect((await request(signed, 'callback')).status).toBe(200);
  });

  it('follows the market’s cooling-off setting', async () => {
    await shop.database.db
      .insert(shopSettings)
      .values({ key: coolingOffSettingKey, value: { AU: 25 } })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: { AU: 25 } } });
    try {
      // Signed 30 days ago: inside a 25-business-day period, so the cancellation is taken.
      const reply = await request(signed, 'cancel');
      expect(json(reply).data).toMatchObject({ cancelled: true });
    } finally {
      await shop.database.db.delete(shopSettings).where(eq(shopSettings.key, coolingOffSettingKey));
    }
  });
});

describe('what the call accepts', () => {
  it.each([
    ['an unknown key', { Comments: 'call me' }, 'Comments'],
    ['an unknown request type', { RequestType: 'refund' }, 'RequestType'],
    ['a missing order id', { YanaOrderID: undefined }, 'YanaOrderID'],
    ['a country outside the markets', { Country: 'US' }, 'Country'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, change, field) => {
    const body = { ...supportBody(unsigned.ids, 'callback'), ...change };
    const before = (await requestsOf(unsigned)).length;
    const reply = await mia.api('/api/Order/call-back-request', body);
    expect(reply.status, reply.body).toBe(400);
    expect(
      json(reply)
        .details.map((d: { field: string; message: string }) => d.field)
        .join(' '),
    ).toContain(field);
    expect((await requestsOf(unsigned)).length).toBe(before);
  });

  it('answers a browser with no session 401, whatever the ids', async () => {
    const reply = await new TestBrowser(shop.origin).api(
      '/api/Order/call-back-request',
      supportBody(unsigned.ids, 'callback'),
    );
    expect(reply.status).toBe(401);
    expect(json(reply).errorCode).toBe('NotSignedIn');
  });
});

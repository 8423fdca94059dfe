import { addDays, dottedDate, isoFromDotted, isoWeekday, localDate } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourInStock, threeInStock } from '../../../test/support/checkout-fixtures';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { type PlacedOrder, placeOrderAs } from '../../../test/support/owner-fixtures';
import { type Hop, TestBrowser } from '../../../test/support/test-browser';
import { deliveryAppointments, handoverSlots, orderEvents, outbox } from '../../db/schema';
import { handoverCapacityService } from './handover-capacity.service';

/*
 * get-available-delivery-time and save-schedule-delivery over real HTTP (spec 002 sections 3, 4, 7 and 9): the
 * times on real capacity, booking, rescheduling (the old bay comes back), the tracker, the email and its calendar
 * file, and every refusal: too early, a closed day, another centre's slot, someone else's order, a full slot.
 */

let shop: HttpApp;
let jo: TestBrowser;
let sam: TestBrowser;
let joOrder: PlacedOrder;
let samOrder: PlacedOrder;
const sydney = 'Cadillac Experience Centre Sydney';

const json = (hop: Hop) => JSON.parse(hop.body);
const scheduleOf = (order: PlacedOrder, extra: Record<string, unknown> = {}) => ({
  YanaOrderID: order.ids.yanaOrderID,
  YanaOrderNo: order.ids.yanaOrderNo,
  YanaCustomerID: order.ids.yanaCustomerID,
  YanaCustomerNo: order.ids.yanaCustomerNo,
  Country: order.ids.country,
  DeliveryOption: 'Pickup',
  PickupLocationName: sydney,
  ...extra,
});
const times = (browser: TestBrowser, order: PlacedOrder, extra: Record<string, unknown> = {}) =>
  browser.api('/api/Order/get-available-delivery-time', scheduleOf(order, extra));
const save = (browser: TestBrowser, order: PlacedOrder, extra: Record<string, unknown>) =>
  browser.api('/api/Order/save-schedule-delivery', scheduleOf(order, extra));

const today = () => localDate(new Date(), 'Australia/Sydney');
/** The first weekday (Monday to Friday) at least `from`, not in `disabled`. */
function openWeekday(from: string, disabled: string[]): string {
  let date = from;
  while (isoWeekday(date) > 5 || disabled.includes(dottedDate(date))) date = addDays(date, 1);
  return date;
}

beforeAll(async () => {
  shop = await startHttpApp({ env: { RESERVE_RATE_LIMIT_PER_MINUTE: '100' } });
  jo = new TestBrowser(shop.origin);
  sam = new TestBrowser(shop.origin);
  joOrder = await placeOrderAs(jo, threeInStock, { Email: 'jo.schedule@example.com' });
  samOrder = await placeOrderAs(sam, fourInStock, { Email: 'sam.schedule@example.com' });
});
afterAll(() => shop.close());

describe('the times of a date', () => {
  it('start 20 days from today in the market, with the window, the closed days and the pick-up centres', async () => {
    const reply = await times(jo, joOrder);
    expect(reply.status, reply.body).toBe(200);
    const data = json(reply).data;
    const earliest = addDays(today(), 20);
    expect(data.minDate).toBe(dottedDate(earliest));
    expect(data.deliveryDate).toBe(dottedDate(earliest));
    expect(data.maxDate).toBe(dottedDate(addDays(earliest, 90)));
    expect(data.disabledDates).toEqual(expect.arrayContaining(['25.12.2026', '24.12.2026']));
    expect(data.location).toMatchObject({ name: sydney, latitude: expect.any(Number) });
    expect(data.pickupLocations.map((l: { name: string }) => l.name)).toEqual([sydney]);

    const date = openWeekday(earliest, data.disabledDates);
    const day = json(await times(jo, joOrder, { DeliveryDate: dottedDate(date) })).data;
    expect(day.deliveryFormatDate).toMatch(/^[A-Z][a-z]+day, \d{2} [A-Z][a-z]+ \d{4}$/);
    expect(day.timeList).toEqual([
      { time: '10:00', label: '10:00 am', isAvailable: true },
      { time: '11:30', label: '11:30 am', isAvailable: true },
      { time: '13:00', label: '1:00 pm', isAvailable: true },
      { time: '14:30', label: '2:30 pm', isAvailable: true },
    ]);
  });

  it('has none on a public holiday', async () => {
    const reply = json(await times(jo, joOrder, { DeliveryDate: '25.12.2026' })).data;
    expect(reply.timeList).toEqual([]);
  });
});

describe('scheduling a pick-up', () => {
  let first: string;
  let second: string;

  it('books the bay, stores the date and time, advances the tracker and sends the email with its calendar file', async () => {
    const window = json(await times(jo, joOrder)).data;
    first = openWeekday(isoFromDotted(window.minDate) ?? '', window.disabledDates);
    const reply = await save(jo, joOrder, { DeliveryDate: dottedDate(first), DeliveryTime: '10:00' });
    expect(reply.status, reply.body).toBe(200);
    expect(json(reply).data).toMatchObject({
      message: 'Your appointment has been scheduled.',
      deliveryDate: dottedDate(first),
      deliveryTime: '10:00',
      pickupLocationName: sydney,
      rescheduled: false,
    });

    const details = json(await jo.api('/api/Order/get-order-details-by-yana-ids', joOrder.ids)).data;
    expect(details.delivery).toMatchObject({ deliveryDate: dottedDate(first), deliveryTime: '10:00' });
    const step = details.pipeLines.find(
      (s: { pipelineName: string }) => s.pipelineName === 'Schedule Collection',
    );
    expect(step).toMatchObject({ pipelineBarStepStatus: 1, buttonID: 'ViewAppointment' });

    const events = await shop.database.db
      .select()
      .from(orderEvents)
      .where(
        and(eq(orderEvents.orderId, joOrder.ids.yanaOrderID), eq(orderEvents.event, 'DeliveryScheduled')),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ date: first, time: '10:00' });

    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `delivery-scheduled:${joOrder.ids.yanaOrderID}:0`));
    expect(mail?.subject).toBe('Your Cadillac collection is scheduled');
    const ics = mail?.attachments[0];
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics?.content).toContain(`DTSTART;TZID=Australia/Sydney:${first.replaceAll('-', '')}T100000`);
    expect(ics?.content).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney');
    expect(ics?.content).toContain('SEQUENCE:0');
  });

  it('reschedules: the old bay is given back in the same transaction and offered again', async () => {
    const capacity = handoverCapacityService(shop.database.db);
    // One bay at 10:00 on that weekday: Jo's booking fills it.
    await capacity.setSlotTime(
      { centreId: 'sydney-rosebery', weekday: isoWeekday(first), startsAt: '10:00', bays: 1 },
      today(),
    );
    const full = json(await times(sam, samOrder, { DeliveryDate: dottedDate(first) })).data;
    expect(full.timeList[0]).toMatchObject({ time: '10:00', isAvailable: false });
    // Jo still sees the time Jo holds as available.
    const own = json(await times(jo, joOrder, { DeliveryDate: dottedDate(first) })).data;
    expect(own.timeList[0]).toMatchObject({ time: '10:00', isAvailable: true });

    const refused = await save(sam, samOrder, { DeliveryDate: dottedDate(first), DeliveryTime: '10:00' });
    expect(refused.status).toBe(409);
    expect(json(refused).errorCode).toBe('SlotTaken');

    second = openWeekday(addDays(first, 1), full.disabledDates);
    const moved = await save(jo, joOrder, { DeliveryDate: dottedDate(second), DeliveryTime: '13:00' });
    expect(moved.status, moved.body).toBe(200);
    expect(json(moved).data).toMatchObject({
      rescheduled: true,
      message: 'Your appointment has been rescheduled.',
    });

    const again = json(await times(sam, samOrder, { DeliveryDate: dottedDate(first) })).data;
    expect(again.timeList[0]).toMatchObject({ time: '10:00', isAvailable: true });
    const [old] = await shop.database.db
      .select()
      .from(handoverSlots)
      .where(and(eq(handoverSlots.localDate, first), eq(handoverSlots.localTime, '10:00')));
    expect(old).toMatchObject({ booked: 0, bays: 1 });
    const [appointment] = await shop.database.db
      .select()
      .from(deliveryAppointments)
      .where(eq(deliveryAppointments.orderId, joOrder.ids.yanaOrderID));
    expect(appointment).toMatchObject({ localDate: second, localTime: '13:00', revision: 1 });

    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `delivery-scheduled:${joOrder.ids.yanaOrderID}:1`));
    expect(mail?.subject).toBe('Your Cadillac collection has moved');
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1');

    const taken = await save(sam, samOrder, { DeliveryDate: dottedDate(first), DeliveryTime: '10:00' });
    expect(taken.status, taken.body).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses a date earlier than 20 days out', async () => {
    const early = dottedDate(addDays(today(), 19));
    const reply = await save(jo, joOrder, { DeliveryDate: early, DeliveryTime: '10:00' });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('DeliveryDate');
    expect(reply.body).toContain('The earliest delivery date is 20 days from today.');
    expect((await times(jo, joOrder, { DeliveryDate: early })).status).toBe(400);
  });

  it('refuses a closed day: a Sunday, a public holiday, a closure', async () => {
    let sunday = addDays(today(), 21);
    while (isoWeekday(sunday) !== 7) sunday = addDays(sunday, 1);
    for (const date of [dottedDate(sunday), '25.12.2026', '24.12.2026']) {
      const reply = await save(jo, joOrder, { DeliveryDate: date, DeliveryTime: '10:00' });
      expect(reply.status, date).toBe(400);
      expect(reply.body).toContain('closed on this date');
    }
  });

  it("refuses another centre's slot: a time Sydney does not offer, or Auckland for an Australian order", async () => {
    const window = json(await times(jo, joOrder)).data;
    const date = dottedDate(openWeekday(isoFromDotted(window.minDate) ?? '', window.disabledDates));
    const aucklandTime = await save(jo, joOrder, { DeliveryDate: date, DeliveryTime: '09:30' });
    expect(aucklandTime.status).toBe(400);
    expect(aucklandTime.body).toContain('DeliveryTime');
    const auckland = await save(jo, joOrder, {
      DeliveryDate: date,
      DeliveryTime: '09:30',
      PickupLocationName: 'Cadillac Experience Centre Auckland',
    });
    expect(auckland.status).toBe(400);
    expect(auckland.body).toContain('PickupLocationName');
    const melbourne = await times(jo, joOrder, {
      PickupLocationName: 'Cadillac Test Drive Centre Melbourne',
    });
    expect(melbourne.status).toBe(400);
  });

  it('refuses bad input with the field at fault, and anyone else’s order as unknown', async () => {
    const badDate = await save(jo, joOrder, { DeliveryDate: '2026-12-14', DeliveryTime: '10:00' });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toContain('DeliveryDate');
    const badTime = await save(jo, joOrder, { DeliveryDate: '14.12.2026', DeliveryTime: '25:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toContain('DeliveryTime');
    const option = await times(jo, joOrder, { DeliveryOption: 'HomeDelivery' });
    expect(option.status).toBe(400);
    expect(option.body).toContain('DeliveryOption');

    const stranger = new TestBrowser(shop.origin);
    expect((await times(stranger, joOrder)).status).toBe(404);
    expect((await save(sam, joOrder, { DeliveryDate: '14.12.2026', DeliveryTime: '10:00' })).status).toBe(
      404,
    );
  });
});

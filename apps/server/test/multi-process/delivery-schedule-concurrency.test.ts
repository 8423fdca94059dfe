import { addDays, dottedDate, isoWeekday, localDate } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAppointments, handoverSlots, stockUnits } from '../../src/db/schema';
import { handoverCapacityService } from '../../src/modules/delivery-schedule/handover-capacity.service';
import type { Database } from '../../src/platform/db';
import { freePorts } from '../support/http-app';
import { type PlacedOrder, placeOrderAs } from '../support/owner-fixtures';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { TestBrowser } from '../support/test-browser';
import { createTestDatabase } from '../support/test-db';

/** Issue 19, done-when 2: twenty customers take the last handover bay at once from two server processes. */
describe('concurrent handover bookings from two server processes (PostgreSQL)', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];
  const buyers: { browser: TestBrowser; order: PlacedOrder }[] = [];
  let date = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    servers.push(
      ...(await Promise.all(
        (
          await freePorts(2)
        ).map((port) =>
          startServerProcess(port, {
            DATABASE_URL: database.url ?? '',
            RESERVE_RATE_LIMIT_PER_MINUTE: '100',
          }),
        ),
      )),
    );
    const units = await database.db
      .select({
        VariantID: stockUnits.variantId,
        ExteriorID: stockUnits.exteriorId,
        InteriorID: stockUnits.interiorId,
      })
      .from(stockUnits)
      .where(and(eq(stockUnits.country, 'AU'), eq(stockUnits.status, 'available')))
      .limit(20);
    for (const [i, unit] of units.entries()) {
      const server = servers[i % 2] as ServerProcess;
      const browser = new TestBrowser(`http://127.0.0.1:${server.port}`);
      buyers.push({ browser, order: await placeOrderAs(browser, unit, { Email: `buyer-${i}@example.com` }) });
    }
    // The first weekday 20 days out or later (not a holiday or closure in the seeded December), one bay at 10:00.
    date = addDays(localDate(new Date(), 'Australia/Sydney'), 20);
    while (isoWeekday(date) > 5 || ['2026-12-24', '2026-12-25', '2026-12-31'].includes(date))
      date = addDays(date, 1);
    await handoverCapacityService(database.db).setSlotTime(
      { centreId: 'sydney-rosebery', weekday: isoWeekday(date), startsAt: '10:00', bays: 1 },
      date,
    );
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  const schedule = (order: PlacedOrder, time: string) => ({
    YanaOrderID: order.ids.yanaOrderID,
    YanaOrderNo: order.ids.yanaOrderNo,
    YanaCustomerID: order.ids.yanaCustomerID,
    YanaCustomerNo: order.ids.yanaCustomerNo,
    Country: 'AU',
    DeliveryOption: 'Pickup',
    PickupLocationName: 'Cadillac Experience Centre Sydney',
    DeliveryDate: dottedDate(date),
    DeliveryTime: time,
  });

  it('lets exactly one of twenty take the last bay; the others get a 409 and can choose again', async () => {
    expect(buyers).toHaveLength(20);
    const results = await Promise.all(
      buyers.map(({ browser, order }) =>
        browser.api('/api/Order/save-schedule-delivery', schedule(order, '10:00')),
      ),
    );
    const succeeded = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409 && JSON.parse(r.body).errorCode === 'SlotTaken');
    expect(
      succeeded,
      JSON.stringify(results.filter((r) => r.status !== 409).map((r) => r.body)),
    ).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(JSON.parse(refused[0]?.body ?? '{}').message).toBe(
      'This time is no longer available. Please choose another time.',
    );

    const [slot] = await database.db
      .select()
      .from(handoverSlots)
      .where(and(eq(handoverSlots.localDate, date), eq(handoverSlots.localTime, '10:00')));
    expect(slot).toMatchObject({ booked: 1, bays: 1 });
    const held = await database.db
      .select()
      .from(deliveryAppointments)
      .where(eq(deliveryAppointments.handoverSlotId, slot?.id ?? ''));
    expect(held).toHaveLength(1);

    // A refused customer sees the time gone and books another.
    const loser = buyers[results.findIndex((r) => r.status === 409)] as (typeof buyers)[number];
    const times = await loser.browser.api(
      '/api/Order/get-available-delivery-time',
      schedule(loser.order, '10:00'),
    );
    const list = JSON.parse(times.body).data.timeList as { time: string; isAvailable: boolean }[];
    expect(list.find((t) => t.time === '10:00')?.isAvailable).toBe(false);
    const retry = await loser.browser.api(
      '/api/Order/save-schedule-delivery',
      schedule(loser.order, '11:30'),
    );
    expect(retry.status, retry.body).toBe(200);
  });

  it('refuses a bay past capacity in the database itself, whatever the application asks', async () => {
    await expect(
      database.db
        .update(handoverSlots)
        .set({ booked: 2 })
        .where(and(eq(handoverSlots.localDate, date), eq(handoverSlots.localTime, '10:00'))),
    ).rejects.toThrow();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriveBookings, testDriveSlots, testDriveSlotVehicles } from '../../src/db/schema';
import type { Database } from '../../src/platform/db';
import { freePorts } from '../support/http-app';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';

/** Issue 21, done-when 2: concurrent bookings of a slot's last seat from two server processes on PostgreSQL. */
describe('concurrent test drive bookings from two server processes (PostgreSQL)', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    servers.push(
      ...(await Promise.all(
        (await freePorts(2)).map((port) => startServerProcess(port, { DATABASE_URL: database.url ?? '' })),
      )),
    );
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.close();
  });

  type TimeList = { timeList: { time: string; isAvailable: boolean }[] };
  const call = (server: ServerProcess, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${server.port}/api/TestDrive/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-showroom-client': 'web' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { errorCode?: string; data?: Record<string, unknown> },
    }));

  // Melbourne lends two Luxury demonstrators and has two ambassadors per slot.
  const selection = {
    Country: 'AU',
    TestDriveLocationID: 'melbourne',
    ModelID: 'LYRIQ',
    VariantID: 'AU-LUX',
  };
  const person = (i: number) => ({
    FirstName: 'Driver',
    LastName: `Number ${i}`,
    Email: `driver-${i}@example.com`,
    Mobile: '0412345678',
    Postcode: '3000',
    CustomerType: 'Private',
    PrivacyStatement: true,
  });

  it('lets exactly one of twenty take the last seat; the rest are told the time is gone', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const dates = await call(first, 'get-test-drive-available-dates', selection);
    const date = String(dates.body.data?.minDate);
    const times = await call(second, 'get-test-drive-available-time', { ...selection, SelectedDate: date });
    const slot = (times.body.data as unknown as TimeList).timeList.find((s) => s.isAvailable);
    const booking = { ...selection, Date: date, SelectedTime: slot?.time };

    const early = await call(first, 'save-test-drive', { ...booking, ...person(0) });
    expect(early.status, JSON.stringify(early.body)).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(servers[i % 2] as ServerProcess, 'save-test-drive', { ...booking, ...person(i + 1) }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409 && r.body.errorCode === 'SlotTaken');
    expect(succeeded, JSON.stringify(results.filter((r) => r.status !== 409))).toHaveLength(1);
    expect(refused).toHaveLength(19);

    const [row] = await database.db
      .select()
      .from(testDriveSlots)
      .where(eq(testDriveSlots.centreId, 'melbourne'));
    expect(row).toMatchObject({ booked: 2, ambassadors: 2 });
    const [vehicles] = await database.db
      .select()
      .from(testDriveSlotVehicles)
      .where(eq(testDriveSlotVehicles.slotId, row?.id ?? ''));
    expect(vehicles).toMatchObject({ booked: 2, vehicles: 2 });
    const booked = await database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.slotId, row?.id ?? ''));
    expect(booked).toHaveLength(2);

    const after = await call(second, 'get-test-drive-available-time', { ...selection, SelectedDate: date });
    const same = (after.body.data as unknown as TimeList).timeList.find((s) => s.time === slot?.time);
    expect(same?.isAvailable).toBe(false);
  });

  it('refuses a seat past capacity in the database itself, whatever the application asks', async () => {
    const [row] = await database.db
      .select()
      .from(testDriveSlots)
      .where(eq(testDriveSlots.centreId, 'melbourne'));
    await expect(
      database.db
        .update(testDriveSlots)
        .set({ booked: 3 })
        .where(eq(testDriveSlots.id, row?.id ?? '')),
    ).rejects.toThrow();
  });
});

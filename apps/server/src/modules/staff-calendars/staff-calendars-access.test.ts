import {
  addCentreClosure,
  getCentreCalendar,
  listCalendarCentres,
  removeCentreClosure,
  setHandoverBays,
  setHomeDeliveries,
  setOpeningHours,
  setTestDriveAmbassadors,
  setTestDriveFleet,
} from '@showroom/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { expectRefused, expectStaffOnly } from '../../../test/support/staff-access';
import { dataOf, staffBrowser } from '../../../test/support/staff-fixtures';
import { testDriveSlots } from '../../db/schema';

/*
 * Issue 22 items 2 for the calendar calls, over real HTTP with the embedded provider: 403 for a customer and for
 * nobody, a viewer reads and changes nothing, an admin's changes reach the slots already made from today on (never
 * below what is booked, never the past) and each is in the audit log with before and after.
 */
let http: HttpApp;
beforeAll(async () => {
  http = await startHttpApp();
});
afterAll(async () => http?.close());

const centreId = 'sydney-rosebery';
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = dayOffset(0);
const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const closureDay = dayOffset(40);

const changing = [
  [setTestDriveAmbassadors.path, { centreId, weekday, startsAt: '07:15', ambassadors: 1 }],
  [setTestDriveFleet.path, { centreId, variantId: 'AU-LUX', vehicles: 2 }],
  [setOpeningHours.path, { centreId, weekday: 7, opensAt: '10:00', closesAt: '16:00' }],
  [addCentreClosure.path, { centreId, date: closureDay, reason: 'Stocktake' }],
  [removeCentreClosure.path, { centreId, date: closureDay }],
  [setHandoverBays.path, { centreId, weekday: 2, startsAt: '08:00', bays: 3 }],
  [setHomeDeliveries.path, { centreId, deliveriesPerDay: 4 }],
] as const;
const reading = [
  [listCalendarCentres.path, {}],
  [getCentreCalendar.path, { centreId }],
] as const;

interface AuditEntry {
  staffEmail: string;
  action: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

describe('who may call the calendar calls', () => {
  it('answers 403 to a customer and to nobody on every one', async () => {
    await expectStaffOnly(http, [...reading, ...changing], 'calendar.buyer@x.example');
  });

  it('lets a viewer read the calendar and change nothing', async () => {
    const viewer = await staffBrowser(http, 'calendar.viewer@shop.example', 'viewer');
    const centres = dataOf((await viewer.api(listCalendarCentres.path, {})).body).centres;
    expect(centres).toContainEqual({ id: centreId, country: 'AU', name: expect.any(String) });
    const calendar = dataOf((await viewer.api(getCentreCalendar.path, { centreId })).body);
    expect(calendar.openingHours.length).toBeGreaterThan(0);
    expect(calendar.handoverSlotTimes.length).toBeGreaterThan(0);
    await expectRefused(viewer, changing, 'StaffRoleRequired');
    const sales = await staffBrowser(http, 'calendar.sales@shop.example', 'sales');
    expect((await sales.api(changing[6][0], changing[6][1])).status).toBe(403);
  });

  it('refuses bad input with the field at fault', async () => {
    const admin = await staffBrowser(http, 'calendar.checker@shop.example', 'admin');
    const cases = [
      [
        setTestDriveAmbassadors.path,
        { centreId, weekday: 8, startsAt: '07:15', ambassadors: 1 },
        'weekday',
        400,
      ],
      [setTestDriveAmbassadors.path, { centreId, weekday, startsAt: '7am', ambassadors: 1 }, 'startsAt', 400],
      [setHandoverBays.path, { centreId, weekday: 1, startsAt: '08:00', bays: -1 }, 'bays', 400],
      [setOpeningHours.path, { centreId, weekday: 1, opensAt: '17:00', closesAt: '09:00' }, 'closesAt', 400],
      [addCentreClosure.path, { centreId, date: dayOffset(-3), reason: 'Late' }, 'date', 400],
    ] as const;
    for (const [path, body, field, status] of cases) {
      const answer = await admin.api(path, body);
      expect(answer.status, `${path} ${field}`).toBe(status);
      expect(JSON.parse(answer.body).details[0].field, path).toBe(field);
    }
    const unknown = await admin.api(getCentreCalendar.path, { centreId: 'atlantis' });
    expect(unknown.status).toBe(404);
  });

  it("applies an admin's changes to slots from today on, never below booked, and audits each", async () => {
    const db = http.database.db;
    const slot = (localDate: string, booked: number) => ({
      centreId,
      startsAt: new Date(`${localDate}T07:15:00+11:00`),
      localDate,
      localTime: '07:15',
      ambassadors: 2,
      booked,
    });
    await db
      .insert(testDriveSlots)
      .values([slot(dayOffset(-7), 0), slot(dayOffset(7), 2), slot(dayOffset(14), 0)]);

    const admin = await staffBrowser(http, 'calendar.admin@shop.example', 'admin');
    for (const [path, body] of changing) {
      const answer = await admin.api(path, body);
      expect(answer.status, `${path} ${answer.body}`).toBe(200);
    }
    const slots = await db
      .select({ localDate: testDriveSlots.localDate, ambassadors: testDriveSlots.ambassadors })
      .from(testDriveSlots)
      .where(and(eq(testDriveSlots.centreId, centreId), eq(testDriveSlots.localTime, '07:15')))
      .orderBy(asc(testDriveSlots.localDate));
    expect(slots).toEqual([
      { localDate: dayOffset(-7), ambassadors: 2 },
      { localDate: dayOffset(7), ambassadors: 2 },
      { localDate: dayOffset(14), ambassadors: 1 },
    ]);
    const twice = await admin.api(addCentreClosure.path, {
      centreId,
      date: dayOffset(41),
      reason: 'Fit-out',
    });
    expect(twice.status).toBe(200);
    expect(
      (await admin.api(addCentreClosure.path, { centreId, date: dayOffset(41), reason: 'Again' })).status,
    ).toBe(409);

    const calendar = dataOf((await admin.api(getCentreCalendar.path, { centreId })).body);
    expect(calendar.homeDeliveriesPerDay).toBe(4);
    expect(calendar.closures).toContainEqual({ date: dayOffset(41), reason: 'Fit-out' });
    expect(calendar.closures).not.toContainEqual({ date: closureDay, reason: 'Stocktake' });
    expect(calendar.openingHours).toContainEqual({ weekday: 7, opensAt: '10:00', closesAt: '16:00' });
    expect(calendar.handoverSlotTimes).toContainEqual({ weekday: 2, startsAt: '08:00', bays: 3 });
    expect(calendar.fleet).toContainEqual({
      variantId: 'AU-LUX',
      variantName: expect.any(String),
      vehicles: 2,
    });

    const log = dataOf((await admin.api('/api/staff/audit-log', { limit: 20 })).body).entries as AuditEntry[];
    const entry = (action: string) =>
      log.find((e) => e.action === action && e.staffEmail === 'calendar.admin@shop.example');
    expect(entry('home-deliveries-set')).toMatchObject({ entityId: centreId, after: 4 });
    expect(entry('home-deliveries-set')?.before).not.toBe(4);
    expect(entry('closure-removed')?.before).toContainEqual({ date: closureDay, reason: 'Stocktake' });
    expect(entry('closure-removed')?.after).not.toContainEqual({ date: closureDay, reason: 'Stocktake' });
    expect(entry('test-drive-ambassadors-set')?.after).toContainEqual({
      weekday,
      startsAt: '07:15',
      ambassadors: 1,
    });
    expect(entry('test-drive-ambassadors-set')?.before).not.toContainEqual({
      weekday,
      startsAt: '07:15',
      ambassadors: 1,
    });
    for (const action of ['test-drive-fleet-set', 'opening-hours-set', 'closure-added', 'handover-bays-set'])
      expect(entry(action), action).toBeDefined();
  });
});

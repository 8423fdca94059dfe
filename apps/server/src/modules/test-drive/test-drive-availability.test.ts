import {
  getTestDriveAvailableDates,
  getTestDriveAvailableTime,
  getTestDriveLocations,
  getTestDriveModels,
  getTestDriveVariants,
  saveTestDrive,
  testDriveErrorCodes,
} from '@showroom/contract';
import { testDriveMessages } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';
import { sydneyBooking, testNow, written } from './test-drive.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(testNow) });
});
afterAll(() => t.close());

const data = async <E extends { path: string; reply: { parse(v: unknown): { data: unknown } } }>(
  endpoint: E,
  body: unknown,
) => {
  const res = await t.post(endpoint.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return endpoint.reply.parse(res.json()).data as ReturnType<E['reply']['parse']>['data'];
};

describe('test drive locations, models, variants, dates and times', () => {
  it('lists the centres of a country that offer drives, with their addresses', async () => {
    const au = await data(getTestDriveLocations, { Country: 'AU' });
    expect(au.map((l) => l.testDriveLocationID)).toEqual(['sydney-rosebery', 'melbourne']);
    expect(au[0]).toEqual({
      testDriveLocationID: 'sydney-rosebery',
      name: 'Cadillac Experience Centre Sydney',
      address: '115-151 Dunning Avenue, Rosebery NSW 2018',
      country: 'AU',
    });
    const nz = await data(getTestDriveLocations, { country: 'NZ' });
    expect(nz.map((l) => l.testDriveLocationID)).toEqual(['auckland']);
  });

  it('cascades location → model → variants, and names the field of an unknown id', async () => {
    expect(await data(getTestDriveModels, { TestDriveLocationID: 'auckland' })).toEqual([
      { modelID: 'LYRIQ', model: 'LYRIQ' },
    ]);
    const variants = await data(getTestDriveVariants, { TestDriveLocationID: 'auckland', ModelID: 'LYRIQ' });
    expect(variants.every((v) => v.variantID.startsWith('NZ-') && v.modelID === 'LYRIQ')).toBe(true);
    const brisbane = await t.post(getTestDriveModels.path, { TestDriveLocationID: 'brisbane' });
    expect(brisbane.statusCode).toBe(404);
    expect(brisbane.json().details).toEqual([
      { field: 'TestDriveLocationID', message: testDriveMessages.location },
    ]);
    const model = await t.post(getTestDriveVariants.path, {
      TestDriveLocationID: 'auckland',
      ModelID: 'ESCALADE',
    });
    expect(model.json().details).toEqual([{ field: 'ModelID', message: testDriveMessages.model }]);
    const foreign = await t.post(getTestDriveAvailableDates.path, {
      TestDriveLocationID: 'auckland',
      ModelID: 'LYRIQ',
      VariantID: 'AU-LUX',
    });
    expect(foreign.json().details).toEqual([{ field: 'VariantID', message: testDriveMessages.variant }]);
  });

  it('opens a 60-day window without Sundays, public holidays or closures', async () => {
    const window = await data(getTestDriveAvailableDates, {
      TestDriveLocationID: 'melbourne',
      ModelID: 'LYRIQ',
      VariantID: 'AU-LUX',
    });
    expect(window.minDate).toBe('2026/12/02');
    expect(window.maxDate).toBe('2027/01/31');
    for (const closed of [
      '2026/12/06',
      '2026/12/24',
      '2026/12/25',
      '2026/12/28',
      '2027/01/01',
      '2027/01/26',
    ]) {
      expect(window.disabledDates).toContain(closed);
    }
    expect(window.disabledDates).not.toContain('2026/12/03');
    expect(window.disabledDates.every((d) => /^\d{4}\/\d{2}\/\d{2}$/.test(d))).toBe(true);
  });

  it('answers the 90-minute slots of a date in the centre’s time and what to expect', async () => {
    const saturday = await data(getTestDriveAvailableTime, {
      TestDriveLocationID: 'auckland',
      ModelID: 'LYRIQ',
      VariantID: 'NZ-LUX',
      SelectedDate: '2026-12-05',
    });
    expect(saturday.timeList.map((s) => s.label)).toEqual([
      '9:30 am - 11:00 am',
      '11:00 am - 12:30 pm',
      '12:30 pm - 2:00 pm',
      '2:00 pm - 3:30 pm',
    ]);
    expect(saturday.whatExpectedList.join(' ')).toMatch(
      /90 minutes.*15 minute.*30 minutes.*ambassador.*licence/,
    );
    const bad = await t.post(getTestDriveAvailableTime.path, {
      TestDriveLocationID: 'auckland',
      ModelID: 'LYRIQ',
      VariantID: 'NZ-LUX',
      SelectedDate: '2026-02-30',
    });
    expect(bad.json().details).toEqual([{ field: 'SelectedDate', message: testDriveMessages.date }]);
  });
});

describe('the booking form’s rules (spec 002 section 5)', () => {
  it.each([
    ['TestDriveLocationID', '', testDriveMessages.location],
    ['ModelID', '', testDriveMessages.model],
    ['VariantID', '', testDriveMessages.variant],
    ['Date', '', testDriveMessages.date],
    ['SelectedTime', '', testDriveMessages.time],
    ['FirstName', '  ', testDriveMessages.firstName],
    ['LastName', '', testDriveMessages.lastName],
    ['Email', '', testDriveMessages.email],
    ['Email', 'ada@', testDriveMessages.email],
    ['Mobile', '041234567', testDriveMessages.mobile],
    ['Mobile', '041234567890', testDriveMessages.mobile],
    ['Mobile', '04123a5678', testDriveMessages.mobile],
    ['Postcode', '201', testDriveMessages.postcode],
    ['CustomerType', 'Fleet', testDriveMessages.customerType],
    ['PrivacyStatement', false, testDriveMessages.privacy],
  ])('refuses %s = %j with "%s", writing nothing', async (field, value, message) => {
    const before = await written(t);
    const res = await t.post(saveTestDrive.path, { ...sydneyBooking(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field, message });
    expect(await written(t)).toEqual(before);
  });

  it('takes current vehicle and marketing as optional', async () => {
    const {
      CurrentVehicle: _vehicle,
      Marketing: _marketing,
      ...rest
    } = sydneyBooking({
      Email: 'optional@example.com',
      Date: '2026/12/08',
    });
    const res = await t.post(saveTestDrive.path, rest);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a time that is not a slot of the date, a date outside the window and a slot too soon', async () => {
    const odd = await t.post(saveTestDrive.path, sydneyBooking({ SelectedTime: '10:15' }));
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details).toEqual([{ field: 'SelectedTime', message: testDriveMessages.time }]);
    for (const date of ['2026/11/30', '2027/02/01']) {
      const outside = await t.post(saveTestDrive.path, sydneyBooking({ Date: date }));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().details).toEqual([{ field: 'Date', message: testDriveMessages.date }]);
    }
    // Earlier today than the lead time allows: the slot is gone.
    const soon = await t.post(
      saveTestDrive.path,
      sydneyBooking({ Date: '2026/12/02', SelectedTime: '09:30' }),
    );
    expect(soon.statusCode).toBe(409);
    expect(soon.json().errorCode).toBe(testDriveErrorCodes.slotTaken);
  });
});

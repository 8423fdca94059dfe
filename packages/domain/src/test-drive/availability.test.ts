import { describe, expect, it } from 'vitest';
import { availableDates, type BookedSlot, slotsOn, type TestDriveCalendar } from './availability';
import { isValidTestDriveMobile, isValidTestDrivePostcode, postcodeInput } from './test-drive-rules';

const sydney: TestDriveCalendar = {
  timeZone: 'Australia/Sydney',
  region: 'AU-NSW',
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '17:30' })),
  closures: ['2026-12-24'],
  slotTimes: [1, 2, 3, 4, 5].flatMap((weekday) =>
    ['09:30', '11:00', '12:30', '14:00', '15:30', '16:30'].map((startsAt) => ({
      weekday,
      startsAt,
      ambassadors: 2,
    })),
  ),
  vehicles: 1,
};
// Tuesday 1 December 2026, 9:00 in Sydney (AEDT, UTC+11).
const now = new Date('2026-11-30T22:00:00Z');

describe('test drive availability', () => {
  it('offers the slots that fit in the opening hours, in the centre’s zone', () => {
    const slots = slotsOn(sydney, '2026-12-02', [], now);
    // 16:30 + 90 minutes is past closing at 17:30.
    expect(slots.map((s) => s.time)).toEqual(['09:30', '11:00', '12:30', '14:00', '15:30']);
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-12-01T22:30:00.000Z');
    expect(slots[0]?.endsAt.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(slots.every((s) => s.isAvailable)).toBe(true);
  });

  it('keeps the lead time before a slot today', () => {
    const today = slotsOn(sydney, '2026-12-01', [], now);
    expect(today.filter((s) => s.isAvailable).map((s) => s.time)).toEqual([
      '11:00',
      '12:30',
      '14:00',
      '15:30',
    ]);
  });

  it('closes on weekends, public holidays and the centre’s own closures', () => {
    expect(slotsOn(sydney, '2026-12-05', [], now)).toEqual([]); // Saturday: no hours
    expect(slotsOn(sydney, '2026-12-24', [], now)).toEqual([]); // closure
    expect(slotsOn(sydney, '2026-12-28', [], now)).toEqual([]); // Boxing Day's substitute Monday
  });

  it('counts free ambassadors and demonstrators', () => {
    const noVehicle: BookedSlot = {
      localDate: '2026-12-02',
      localTime: '09:30',
      ambassadors: 2,
      ambassadorsBooked: 1,
      vehicles: 1,
      vehiclesBooked: 1,
    };
    const noAmbassador: BookedSlot = {
      ...noVehicle,
      localTime: '11:00',
      ambassadorsBooked: 2,
      vehicles: null,
      vehiclesBooked: 0,
    };
    const slots = slotsOn(sydney, '2026-12-02', [noVehicle, noAmbassador], now);
    expect(slots.map((s) => s.isAvailable)).toEqual([false, false, true, true, true]);
    // The booking being changed keeps its own slot.
    const kept = slotsOn(sydney, '2026-12-02', [noVehicle], now, {
      localDate: '2026-12-02',
      localTime: '09:30',
    });
    expect(kept[0]?.isAvailable).toBe(true);
  });

  it('opens the window at the first free date and lists the closed ones after it', () => {
    const window = availableDates(sydney, '2026-12-01', [], now);
    expect(window.minDate).toBe('2026-12-01');
    expect(window.maxDate).toBe('2027-01-30');
    expect(window.disabledDates).toContain('2026-12-05');
    expect(window.disabledDates).toContain('2026-12-25');
    expect(window.disabledDates).toContain('2027-01-26'); // Australia Day
    expect(window.disabledDates).not.toContain('2026-12-02');
    const evening = new Date('2026-12-01T06:00:00Z'); // 17:00 in Sydney: nothing left today
    expect(availableDates(sydney, '2026-12-01', [], evening).minDate).toBe('2026-12-02');
  });

  it('applies the form rules', () => {
    expect(isValidTestDriveMobile('04123456789')).toBe(true);
    expect(isValidTestDriveMobile('041234567')).toBe(false);
    expect(isValidTestDriveMobile('041234567890')).toBe(false);
    expect(isValidTestDrivePostcode('3000')).toBe(true);
    expect(isValidTestDrivePostcode('300')).toBe(false);
    expect(postcodeInput('30001')).toBe('3000');
  });
});

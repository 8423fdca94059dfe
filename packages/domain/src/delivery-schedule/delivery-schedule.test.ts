import { describe, expect, it } from 'vitest';
import {
  deliverySlotsOn,
  displayDeliveryDate,
  displayWireDate,
  earliestDeliveryDate,
  type HandoverCalendar,
  isoFromDotted,
  unavailableDeliveryDates,
} from '.';

const sydney: HandoverCalendar = {
  timeZone: 'Australia/Sydney',
  region: 'AU-NSW',
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '17:30' })),
  closures: ['2026-12-24'],
  slotTimes: [1, 2, 3, 4, 5].flatMap((weekday) =>
    ['10:00', '13:00', '17:00'].map((startsAt) => ({ weekday, startsAt, bays: 2 })),
  ),
  homeDeliveriesPerDay: 3,
};

describe('handover capacity', () => {
  it('offers the slots that fit in the opening hours, in the centre zone', () => {
    const slots = deliverySlotsOn(sydney, 'Pickup', '2026-12-14', []);
    expect(slots.map((s) => s.time)).toEqual(['10:00', '13:00']);
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-12-13T23:00:00.000Z');
    expect(slots.every((s) => s.isAvailable && s.capacity === 2)).toBe(true);
  });

  it('has no slots on a weekend without hours, a public holiday or a closure', () => {
    expect(deliverySlotsOn(sydney, 'Pickup', '2026-12-13', [])).toEqual([]);
    expect(deliverySlotsOn(sydney, 'Pickup', '2026-12-25', [])).toEqual([]);
    expect(deliverySlotsOn(sydney, 'Pickup', '2026-12-24', [])).toEqual([]);
    expect(deliverySlotsOn(sydney, 'Pickup', '2029-01-08', [])).toEqual([]);
  });

  it('marks a full pick-up slot unavailable, except to the order that holds it', () => {
    const taken = [{ localDate: '2026-12-14', localTime: '10:00', capacity: 2, booked: 2 }];
    expect(deliverySlotsOn(sydney, 'Pickup', '2026-12-14', taken).map((s) => s.isAvailable)).toEqual([
      false,
      true,
    ]);
    const held = { localDate: '2026-12-14', localTime: '10:00' };
    expect(deliverySlotsOn(sydney, 'Pickup', '2026-12-14', taken, held)[0]?.isAvailable).toBe(true);
  });

  it('counts home deliveries per day', () => {
    const taken = [{ localDate: '2026-12-14', localTime: null, capacity: 3, booked: 3 }];
    expect(deliverySlotsOn(sydney, 'HomeDelivery', '2026-12-14', taken).some((s) => s.isAvailable)).toBe(
      false,
    );
    expect(deliverySlotsOn(sydney, 'HomeDelivery', '2026-12-15', taken).every((s) => s.isAvailable)).toBe(
      true,
    );
    expect(unavailableDeliveryDates(sydney, 'HomeDelivery', '2026-12-12', '2026-12-15', taken)).toEqual([
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
    ]);
  });
});

describe('delivery dates', () => {
  it('starts 20 days after today in the market zone', () => {
    // 14:00 UTC on 30 November is already 1 December in Sydney.
    expect(earliestDeliveryDate(new Date('2026-11-30T14:00:00Z'), 'Australia/Sydney')).toBe('2026-12-21');
    expect(earliestDeliveryDate(new Date('2026-11-30T12:00:00Z'), 'Australia/Perth')).toBe('2026-12-20');
  });

  it('reads DD.MM.YYYY and writes the long form', () => {
    expect(isoFromDotted('07.12.2026')).toBe('2026-12-07');
    expect(isoFromDotted('31.02.2026')).toBeUndefined();
    expect(isoFromDotted('2026-12-07')).toBeUndefined();
    expect(displayDeliveryDate('2026-12-07')).toBe('Monday, 07 December 2026');
    // A due date of the wire, as every page and document writes it (audit 002 #11).
    expect(displayWireDate('02.03.2027')).toBe('Tuesday, 02 March 2027');
    expect(displayWireDate('not a date')).toBe('not a date');
  });
});

import { zonedInstant } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

/** Unfolds the lines of a calendar file and reads its properties (first of each name; parameters dropped). */
function properties(file: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const line of file.replace(/\r\n /g, '').split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!props.has(name)) props.set(name, line.slice(colon + 1));
  }
  return props;
}

const event = {
  uid: 'test-drive-1@shop.example',
  sequence: 0,
  start: zonedInstant('2026-12-02', '09:30', 'Australia/Sydney'),
  end: zonedInstant('2026-12-02', '11:00', 'Australia/Sydney'),
  stamp: new Date('2026-12-01T01:02:03.456Z'),
  summary: 'Cadillac LYRIQ test drive',
  description: 'Bring your licence; walkthrough, drive, questions.\nSee you soon.',
  location: 'Cadillac Experience Centre Sydney, 115-151 Dunning Avenue, Rosebery NSW 2018',
  url: 'https://shop.example/au-en/test-drive/abc',
  status: 'CONFIRMED' as const,
  alarmMinutesBefore: 60,
};

describe('calendar file', () => {
  it('writes the centre’s local time as UTC', () => {
    const file = calendarFile(event, { method: 'PUBLISH', productId: '-//Cadillac//Showroom//EN' });
    const props = properties(file);
    // 9:30 AEDT (UTC+11) is 22:30 UTC the day before.
    expect(props.get('DTSTART')).toBe('20261201T223000Z');
    expect(props.get('DTEND')).toBe('20261202T000000Z');
    expect(props.get('DTSTAMP')).toBe('20261201T010203Z');
    expect(props.get('METHOD')).toBe('PUBLISH');
    expect(props.get('STATUS')).toBe('CONFIRMED');
    expect(props.get('TRIGGER')).toBe('-PT60M');
    // Winter in Auckland is UTC+12.
    const winter = calendarFile(
      {
        ...event,
        start: zonedInstant('2027-07-01', '14:00', 'Pacific/Auckland'),
        end: zonedInstant('2027-07-01', '15:30', 'Pacific/Auckland'),
      },
      { method: 'PUBLISH', productId: 'x' },
    );
    expect(properties(winter).get('DTSTART')).toBe('20270701T020000Z');
  });

  it('escapes text, ends lines with CRLF and folds them at 75 octets', () => {
    const file = calendarFile(
      { ...event, location: `${'Ō'.repeat(60)}, Auckland` },
      { method: 'PUBLISH', productId: '-//Cadillac//Showroom//EN' },
    );
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const props = properties(file);
    expect(props.get('DESCRIPTION')).toBe(
      'Bring your licence\\; walkthrough\\, drive\\, questions.\\nSee you soon.',
    );
    expect(props.get('LOCATION')).toBe(`${'Ō'.repeat(60)}\\, Auckland`);
  });

  it('cancels with the same uid, a higher sequence and no alarm', () => {
    const file = calendarFile(
      { ...event, sequence: 2, status: 'CANCELLED' },
      { method: 'CANCEL', productId: 'x' },
    );
    const props = properties(file);
    expect(props.get('UID')).toBe('test-drive-1@shop.example');
    expect(props.get('SEQUENCE')).toBe('2');
    expect(props.get('STATUS')).toBe('CANCELLED');
    expect(file).not.toContain('VALARM');
  });

  it('refuses an event that ends before it starts or links to a relative URL', () => {
    expect(() => calendarFile({ ...event, end: event.start }, { method: 'PUBLISH', productId: 'x' })).toThrow(
      RangeError,
    );
    expect(() => calendarFile({ ...event, url: '/relative' }, { method: 'PUBLISH', productId: 'x' })).toThrow(
      RangeError,
    );
  });
});

describe('a calendar file in the centre zone', () => {
  const event = {
    uid: 'delivery-1@shop.example',
    sequence: 0,
    start: new Date('2026-12-13T23:00:00Z'),
    end: new Date('2026-12-14T00:00:00Z'),
    stamp: new Date('2026-11-25T00:00:00Z'),
    summary: 'Collection',
    status: 'CONFIRMED' as const,
  };

  it('writes local times with the TZID and the zone with its daylight saving changes', () => {
    const file = calendarFile(
      { ...event, timeZone: 'Australia/Sydney' },
      { method: 'PUBLISH', productId: '-//T//EN' },
    );
    expect(file).toContain('DTSTART;TZID=Australia/Sydney:20261214T100000\r\n');
    expect(file).toContain('DTEND;TZID=Australia/Sydney:20261214T110000\r\n');
    expect(file).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n');
    // Daylight saving ends 5 April 2026 at 3:00 (then 2:00) and starts 4 October 2026 at 2:00 (then 3:00).
    expect(file).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:+1100\r\nTZOFFSETTO:+1000\r\n',
    );
    expect(file).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20261004T020000\r\nTZOFFSETFROM:+1000\r\nTZOFFSETTO:+1100\r\n',
    );
    expect(file.indexOf('END:VTIMEZONE')).toBeLessThan(file.indexOf('BEGIN:VEVENT'));
  });

  it('gives a zone without daylight saving one standard observance', () => {
    const file = calendarFile(
      { ...event, timeZone: 'Australia/Brisbane' },
      { method: 'PUBLISH', productId: '-//T//EN' },
    );
    expect(file).toContain('DTSTART;TZID=Australia/Brisbane:20261214T090000\r\n');
    expect(file).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+1000\r\nTZOFFSETTO:+1000\r\nEND:STANDARD',
    );
  });
});

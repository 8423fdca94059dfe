import { describe, expect, it } from 'vitest';
import {
  australianStateCode,
  countryOfMarket,
  isCompleteLocation,
  localDate,
  marketOf,
  timeZoneOf,
} from './market';

describe('market', () => {
  it('maps countries and market prefixes both ways', () => {
    expect(marketOf('AU')).toBe('au-en');
    expect(marketOf('NZ')).toBe('nz-en');
    expect(countryOfMarket('nz-en')).toBe('NZ');
    expect(countryOfMarket('us-en')).toBeUndefined();
  });

  it('accepts Australia with a state or New Zealand alone', () => {
    expect(isCompleteLocation('AU', 'NSW')).toBe(true);
    expect(isCompleteLocation('AU', undefined)).toBe(false);
    expect(isCompleteLocation('AU', 'XYZ')).toBe(false);
    expect(isCompleteLocation('NZ', undefined)).toBe(true);
    expect(isCompleteLocation(undefined, undefined)).toBe(false);
  });

  it('reads an Australian state from its code or name in any case', () => {
    expect(australianStateCode('new south wales')).toBe('NSW');
    expect(australianStateCode(' vic ')).toBe('VIC');
    expect(australianStateCode('Auckland')).toBeUndefined();
    expect(australianStateCode(undefined)).toBeUndefined();
  });

  it('reads the local date in the market zone', () => {
    expect(localDate(new Date('2026-06-30T15:00:00Z'), timeZoneOf('AU', 'NSW'))).toBe('2026-07-01');
    expect(localDate(new Date('2026-06-30T15:00:00Z'), timeZoneOf('AU', 'WA'))).toBe('2026-06-30');
    expect(localDate(new Date('2026-06-30T12:30:00Z'), timeZoneOf('NZ'))).toBe('2026-07-01');
  });
});

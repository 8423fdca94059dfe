import { describe, expect, it } from 'vitest';
import { isOnOffer } from './stock-status';

const now = new Date('2026-01-10T00:00:00Z');

describe('isOnOffer', () => {
  it('offers available units and units whose reservation has run out', () => {
    expect(isOnOffer({ status: 'available', reservedUntil: null }, now)).toBe(true);
    expect(isOnOffer({ status: 'reserved', reservedUntil: new Date('2026-01-09T23:59:59Z') }, now)).toBe(
      true,
    );
    expect(isOnOffer({ status: 'reserved', reservedUntil: now }, now)).toBe(true);
  });

  it('never offers a held, sold or withdrawn unit', () => {
    expect(isOnOffer({ status: 'reserved', reservedUntil: new Date('2026-01-10T00:15:00Z') }, now)).toBe(
      false,
    );
    expect(isOnOffer({ status: 'reserved', reservedUntil: null }, now)).toBe(false);
    expect(isOnOffer({ status: 'sold', reservedUntil: null }, now)).toBe(false);
    expect(isOnOffer({ status: 'withdrawn', reservedUntil: null }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  advanceStockUnit,
  type StockUnitEvent,
  type StockUnitState,
  stockUnitEvents,
} from './stock-unit-machine';

const now = new Date('2026-12-01T01:00:00.000Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

/** Every kind of unit the machine tells apart, as seen by order `o1`. */
const units = {
  available: { status: 'available', reservationId: null, reservedUntil: null },
  'held by o1': { status: 'reserved', reservationId: 'o1', reservedUntil: later },
  'held by o1, ended': { status: 'reserved', reservationId: 'o1', reservedUntil: earlier },
  'held by o2': { status: 'reserved', reservationId: 'o2', reservedUntil: later },
  'held by o2, ended': { status: 'reserved', reservationId: 'o2', reservedUntil: earlier },
  'sold to o1': { status: 'sold', reservationId: 'o1', reservedUntil: null },
  'sold to o2': { status: 'sold', reservationId: 'o2', reservedUntil: null },
  withdrawn: { status: 'withdrawn', reservationId: null, reservedUntil: null },
} satisfies Record<string, StockUnitState>;
type Unit = keyof typeof units;

/*
 * The table as docs/architecture.md "Stock" writes it, restated independently: for each unit, where each event
 * by order o1 (or by staff) leads; anything missing is refused. A hold another order has let run out is on offer.
 */
const expected: Record<Unit, Partial<Record<StockUnitEvent, string>>> = {
  available: { Reserve: 'reserved', Withdraw: 'withdrawn' },
  'held by o1': { Extend: 'reserved', Release: 'available', Sell: 'sold', GiveBack: 'available' },
  'held by o1, ended': {
    Reserve: 'reserved',
    Extend: 'reserved',
    Release: 'available',
    Sell: 'sold',
    GiveBack: 'available',
    Withdraw: 'withdrawn',
  },
  'held by o2': {},
  'held by o2, ended': { Reserve: 'reserved', Withdraw: 'withdrawn' },
  'sold to o1': { GiveBack: 'available' },
  'sold to o2': {},
  withdrawn: {},
};

describe('stock unit machine', () => {
  const cases = (Object.keys(expected) as Unit[]).flatMap((unit) =>
    stockUnitEvents.map((event) => [unit, event, expected[unit][event]] as const),
  );

  it.each(cases)('%s + %s → %s', (unit, event, to) => {
    const result = advanceStockUnit(units[unit], event, 'o1', now);
    if (to === undefined) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, status: to });
  });

  it('tells another order’s unit from a wrong status', () => {
    expect(advanceStockUnit(units['sold to o2'], 'GiveBack', 'o1', now)).toEqual({
      ok: false,
      refusal: 'NotThisOrder',
    });
    expect(advanceStockUnit(units.withdrawn, 'GiveBack', 'o1', now)).toEqual({
      ok: false,
      refusal: 'NotNow',
    });
    expect(advanceStockUnit(units['held by o1'], 'Sell', null, now)).toEqual({
      ok: false,
      refusal: 'NotThisOrder',
    });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldCount, heldUnitsStore } from '../state/live-stock';
import { invalidateFor } from './live-updates';

const unit = {
  vin: '1GYKPGRS8RZ100001',
  variantId: 'AU-LUX',
  exteriorId: 'AU-LUX-SWH',
  interiorId: 'AU-LUX-JBI',
  status: 'on-hold',
  heldUntil: new Date(Date.now() + 600_000).toISOString(),
};

function staleKeys(topic: string, data: unknown) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  invalidateFor(client, topic, data);
  return invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? 'all');
}

describe('what a live event makes stale (issue 36)', () => {
  afterEach(() => {
    heldUnitsStore.set(new Map());
    window.history.replaceState(null, '', '/');
  });

  it('stock: the paint and trim lists and the inventory, and the held unit is counted until released', () => {
    expect(staleKeys('stock', unit)).toEqual([
      ['catalogue', 'exterior'],
      ['catalogue', 'interior'],
      ['inventory'],
    ]);
    expect(heldCount(heldUnitsStore.get(), 'AU-LUX-SWH', 'AU-LUX-JBI', Date.now())).toBe(1);
    staleKeys('stock', { ...unit, status: 'available', heldUntil: null });
    expect(heldCount(heldUnitsStore.get(), 'AU-LUX-SWH', 'AU-LUX-JBI', Date.now())).toBe(0);
  });

  it('a hold that has run out no longer counts, and a malformed event changes nothing held', () => {
    staleKeys('stock', { ...unit, heldUntil: new Date(Date.now() - 1_000).toISOString() });
    expect(heldCount(heldUnitsStore.get(), 'AU-LUX-SWH', 'AU-LUX-JBI', Date.now())).toBe(0);
    staleKeys('stock', { vin: 42 });
    expect(heldUnitsStore.get().size).toBe(1);
  });

  it('order: the order pages', () => {
    expect(staleKeys('order', { orderNumber: 'SR-100001' })).toEqual([
      ['orders'],
      ['contract'],
      ['documents'],
      ['finance-status'],
      ['checkout', 'order'],
    ]);
  });

  it('catalogue: prices and offers, but never under a customer in the checkout', () => {
    expect(staleKeys('catalogue', { version: 2 })).toContainEqual(['pricing']);
    window.history.replaceState(null, '', '/au-en/checkout');
    expect(staleKeys('catalogue', { version: 3 })).toEqual([]);
  });

  it('resync: everything', () => {
    expect(staleKeys('resync', { reason: 'x' })).toEqual(['all']);
  });
});

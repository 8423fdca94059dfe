import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStockEvent, heldUnitsStore } from '../../state/live-stock';
import type { InventoryItem } from './api/inventory-api';
import { useItemsWithHolds } from './use-items-with-holds';

const item = (exteriorID: string, availableCount: number) =>
  ({
    country: 'AU',
    state: 'NSW',
    yanaVariantId: 'AU-LUX',
    variantName: 'Luxury',
    variantPicture: '/media/x.svg',
    available: '2–4 weeks',
    availableCount,
    basePrice: 1,
    driveawayPrice: 1,
    totalSaving: 0,
    exteriorID,
    exteriorName: exteriorID,
    interiorID: 'AU-LUX-JBI',
    interiorName: 'Jet Black Inteluxe',
    options: [],
  }) as unknown as InventoryItem;

const hold = (exteriorId: string, vin: string, status: 'on-hold' | 'sold' | 'available' = 'on-hold') =>
  applyStockEvent({
    vin,
    variantId: 'AU-LUX',
    exteriorId,
    interiorId: 'AU-LUX-JBI',
    status,
    heldUntil: status === 'on-hold' ? new Date(Date.now() + 600_000).toISOString() : null,
  });

describe('the inventory with the holds heard live (issue 36)', () => {
  afterEach(() => heldUnitsStore.set(new Map()));

  it('keeps a configuration whose last unit is held as On hold, and drops it once sold', () => {
    const { result, rerender } = renderHook(({ items }) => useItemsWithHolds(items), {
      initialProps: { items: [item('SWH', 1), item('SBM', 3)] },
    });
    act(() => hold('SWH', 'VIN1'));
    act(() => hold('SBM', 'VIN2'));
    // The server's next list no longer has SWH (its only unit is held) and counts SBM one fewer.
    rerender({ items: [item('SBM', 2)] });
    expect(result.current.map(({ item: i, held }) => [i.exteriorID, i.availableCount, held])).toEqual([
      ['SBM', 2, 1],
      ['SWH', 0, 1],
    ]);
    act(() => hold('SWH', 'VIN1', 'sold'));
    expect(result.current.map(({ item: i }) => i.exteriorID)).toEqual(['SBM']);
  });
});

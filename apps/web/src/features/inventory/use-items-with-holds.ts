import { useRef } from 'react';
import { useStore } from '../../state/create-store';
import { heldCount, heldUnitsStore } from '../../state/live-stock';
import type { InventoryItem } from './api/inventory-api';

export interface ShownItem {
  item: InventoryItem;
  /** Units of its paint and trim held by someone's reservation right now (live events). */
  held: number;
}

const keyOf = (item: InventoryItem) =>
  `${item.exteriorID}|${item.interiorID}|${item.options.map((o) => o.yanaOptionID).join()}`;

/**
 * The inventory as the server lists it, each with the units of it held elsewhere, plus the configurations whose
 * every unit is held now: the server lists only units on offer, so those stay on screen as 'On hold' (issue 36)
 * until the hold ends (the server lists them again) or the unit is sold (the hold is gone from the stream).
 */
export function useItemsWithHolds(items: readonly InventoryItem[]): ShownItem[] {
  const held = useStore(heldUnitsStore);
  const seen = useRef(new Map<string, InventoryItem>());
  const now = Date.now();
  for (const item of items) seen.current.set(keyOf(item), item);
  const listed = new Set(items.map(keyOf));
  const shown = items.map((item) => ({ item, held: heldCount(held, item.exteriorID, item.interiorID, now) }));
  for (const [key, item] of seen.current) {
    if (listed.has(key)) continue;
    const count = heldCount(held, item.exteriorID, item.interiorID, now);
    if (count > 0) shown.push({ item: { ...item, availableCount: 0 }, held: count });
  }
  return shown;
}

export { keyOf as inventoryItemKey };

import type { InventoryFilters } from '@showroom/domain';
import { useSearchParams } from 'wouter';

const keys = { variants: 'variant', exteriors: 'exterior', interiors: 'interior' } as const;

/** The filters as the address holds them: `variant`, `exterior`, `interior`, each a comma-separated list of names. */
export function readFilters(params: URLSearchParams): InventoryFilters {
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  return { variants: list(keys.variants), exteriors: list(keys.exteriors), interiors: list(keys.interiors) };
}

/** The filters in the address (the list reloads whenever they change); other parameters are kept. */
export function useFilterParams(): [InventoryFilters, (next: InventoryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const update = (next: InventoryFilters) => {
    const out = new URLSearchParams(params);
    for (const [field, key] of Object.entries(keys) as [keyof InventoryFilters, string][]) {
      if (next[field].length) out.set(key, next[field].join(','));
      else out.delete(key);
    }
    setParams(out, { replace: true });
  };
  return [readFilters(params), update];
}

/** How the page is laid out, from its other query parameters (spec 000 section 2). */
export interface InventoryPageOptions {
  /**
   * `shopfront=1`: the visitor came to browse stock on its own ('Existing Stock' in My Orders, the sold-out
   * reminder of checkout), not from a configuration: no return-to-configuration link.
   */
  shopfront: boolean;
  /**
   * `outOfStockBoxLocation=N`: the 'STILL NOT WHAT YOU'RE LOOKING FOR?' panel stands after the first N vehicles
   * (0: before them); absent or not a whole number: after all of them.
   */
  waitlistAfter: number | undefined;
}

export function readPageOptions(params: URLSearchParams): InventoryPageOptions {
  const location = params.get('outOfStockBoxLocation')?.trim() ?? '';
  return {
    shopfront: params.get('shopfront') === '1',
    waitlistAfter: /^\d{1,3}$/.test(location) ? Number(location) : undefined,
  };
}

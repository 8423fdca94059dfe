import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A minimal observable value shared across features (the app's cross-feature state: location,
 * configuration, delivery, payment). Optionally persisted under `storageKey`: in localStorage, or in sessionStorage
 * (this tab only) with `tabOnly`.
 */
export function createStore<T>(
  initial: T,
  options: { storageKey?: string; tabOnly?: boolean; validate?: (value: unknown) => T | undefined } = {},
): Store<T> {
  let value = initial;
  const { storageKey, validate } = options;
  // Reading window.localStorage itself throws where storage is blocked: every use is inside a try.
  const storage = () => (options.tabOnly ? window.sessionStorage : window.localStorage);
  if (storageKey && typeof window !== 'undefined') {
    try {
      const raw = storage().getItem(storageKey);
      const parsed = raw ? validate?.(JSON.parse(raw)) : undefined;
      if (parsed !== undefined) value = parsed;
    } catch {
      // A broken stored value is ignored: the visitor starts fresh.
    }
  }
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      if (storageKey && typeof window !== 'undefined') {
        try {
          storage().setItem(storageKey, JSON.stringify(value));
        } catch {
          // Storage full or blocked: the value still lives for this page.
        }
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

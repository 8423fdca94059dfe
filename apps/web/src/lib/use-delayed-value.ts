import { useEffect, useState } from 'react';

/**
 * The value, updated `delayMs` after it changes (the selected colour's name and price fade in 260 ms after a
 * new swatch, spec 000 section 2 item 4). `fresh` is true once the delayed value has caught up.
 */
export function useDelayedValue<T>(value: T, delayMs: number): { value: T; fresh: boolean } {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return { value: shown, fresh: Object.is(shown, value) };
}

import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` through `count` items while `running` (the mobile carousel:
 * every 3 s, spec 000 section 9). Visitors who prefer reduced motion start paused.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [running, setRunning] = useState(
    () => !(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false),
  );
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);
  return { index: count ? index % count : 0, setIndex, running, setRunning };
}

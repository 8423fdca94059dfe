import { useCallback, useState } from 'react';

/**
 * Whether an element's content overflows it (so it scrolls), kept current as either changes size. Returns a
 * callback ref for the element. A scrolling region with no control in it must be focusable to be scrolled
 * from the keyboard (WCAG 2.1.1); one that does not scroll should not be an extra tab stop.
 */
export function useScrolls(): [boolean, (node: HTMLElement | null) => (() => void) | undefined] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setScrolls(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, []);
  return [scrolls, ref];
}

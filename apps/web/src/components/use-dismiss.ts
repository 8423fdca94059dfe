import { type RefObject, useEffect } from 'react';

/**
 * Closes an open popup on Escape (focus back on its first button, the trigger) and on a click outside `root`.
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      close();
      if (event instanceof KeyboardEvent) root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', onEvent);
    document.addEventListener('mousedown', onEvent);
    return () => {
      document.removeEventListener('keydown', onEvent);
      document.removeEventListener('mousedown', onEvent);
    };
  }, [open, close, root]);
}

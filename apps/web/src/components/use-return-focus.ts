import { useRef } from 'react';

/**
 * Handlers for a Radix dialog's content that put focus back on what had it before the dialog opened when it
 * closes. Radix does this only for its own Trigger; our dialogs open from state, so they need this.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

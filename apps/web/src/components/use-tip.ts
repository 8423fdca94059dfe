import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 001 section 9: a tip appears 360 ms after the pointer rests on its trigger and hides itself after 20 s. */
export const tipTiming = { hoverDelayMs: 360, autoHideMs: 20_000 } as const;

/**
 * Which of several triggers shows its tip. A pointer shows it after the hover delay (passing over does nothing);
 * keyboard focus shows it at once. Leaving, blurring or the auto-hide time ends it.
 */
export function useTip<Id>(autoHideMs: number = tipTiming.autoHideMs) {
  const [shown, setShown] = useState<Id | undefined>();
  const showTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = useCallback(() => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
  }, []);
  useEffect(() => clear, [clear]);
  const show = useCallback(
    (id: Id, how: 'hover' | 'focus') => {
      clear();
      const open = () => {
        setShown(id);
        hideTimer.current = setTimeout(() => setShown(undefined), autoHideMs);
      };
      if (how === 'focus') open();
      else showTimer.current = setTimeout(open, tipTiming.hoverDelayMs);
    },
    [clear, autoHideMs],
  );
  const hide = useCallback((id: Id) => {
    clearTimeout(showTimer.current);
    setShown((current) => {
      if (current !== id) return current;
      clearTimeout(hideTimer.current);
      return undefined;
    });
  }, []);
  return { shown, show, hide };
}

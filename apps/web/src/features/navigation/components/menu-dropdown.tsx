import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './global-menu.module.css';

export interface MenuDropdownProps {
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * A disclosure in the menu bar (a button that shows and hides a panel of links, the navigation pattern, not
 * an application menu). Escape closes it and puts focus back on its button; so does a click outside it.
 */
export function MenuDropdown({ label, open, onOpenChange, children }: MenuDropdownProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={root} className={styles.dropdown}>
      <button
        ref={button}
        type="button"
        className={styles.topItem}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={id} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onChange(id: string): void;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop; arrow keys, Home and End move and select;
 * only the selected panel is rendered.
 */
export function Tabs({ label, tabs, value, onChange }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  const selected = tabs[index];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-selected={tab.id === selected?.id}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${id}-${selected.id}-panel`}
          aria-labelledby={`${id}-${selected.id}-tab`}
          className={styles.panel}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}

import { type ReactNode, useId, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  /** The header's text or content (inside its button). */
  title: ReactNode;
  content: ReactNode;
  /** Marks the item, e.g. `aria-current="step"` on the tracker's current step. */
  current?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first (none when unset). */
  initialOpen?: string | undefined;
  /** The level of each header's heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Sections that open one at a time (the WAI-ARIA accordion pattern): each header is a button in a heading that
 * says whether its panel is expanded; opening one closes the others, and choosing the open one closes it.
 */
export function Accordion({ items, initialOpen, headingLevel = 3, className }: AccordionProps) {
  const [open, setOpen] = useState<string | undefined>(initialOpen);
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className={styles.item}
            data-expanded={expanded || undefined}
            aria-current={item.current ? 'step' : undefined}
          >
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? undefined : item.id)}
              >
                <span className={styles.title}>{item.title}</span>
                <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

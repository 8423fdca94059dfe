import { type ConfiguratorStep, configuratorSteps } from '@showroom/domain';
import { useEffect, useRef } from 'react';
import { stepLabels } from '../content';
import { scrollToSectionSoon } from '../hooks/scroll-to-section';
import styles from './step-menu.module.css';

export interface StepMenuProps {
  current: ConfiguratorStep | null;
  disabled: boolean;
}

/**
 * The main step menu (spec 000 section 2 item 2): each button scrolls to its section; all are disabled for
 * 2.5 s after load and on the checkout page.
 */
export function StepMenu({ current, disabled }: StepMenuProps) {
  const list = useRef<HTMLOListElement>(null);
  // A step pressed before its section is on the page (the sections under the hero come in a chunk of their own)
  // scrolls there once it arrives; a newer press, or leaving the page, calls the older one off.
  const pendingScroll = useRef<() => void>(undefined);
  useEffect(() => () => pendingScroll.current?.(), []);
  // On phones the menu scrolls sideways inside itself: keep the current step in view.
  useEffect(() => {
    const item = current ? list.current?.querySelector<HTMLElement>(`[data-step="${current}"]`) : null;
    if (list.current && item) {
      list.current.scrollTo?.({
        left: item.offsetLeft - list.current.clientWidth / 2 + item.clientWidth / 2,
      });
    }
  }, [current]);
  return (
    <nav className={styles.menu} aria-label="Configuration steps">
      <ol ref={list} className={styles.list}>
        {configuratorSteps.map((step) => (
          <li key={step}>
            <button
              type="button"
              className={styles.item}
              disabled={disabled}
              data-step={step}
              aria-current={step === current ? 'step' : undefined}
              onClick={() => {
                pendingScroll.current?.();
                pendingScroll.current = scrollToSectionSoon(step, 0);
              }}
            >
              {stepLabels[step]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

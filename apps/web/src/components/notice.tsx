import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
  /** An action next to the message, e.g. a Retry button. */
  action?: ReactNode;
}

/**
 * A short message in the flow of the page. Errors are announced at once (role alert), others politely
 * (role status). Timed notices (3–5 s, as the spec gives them) are removed by their owner.
 */
export function Notice({ tone = 'info', children, action }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.text}>{children}</span>
      {action ? <span className={styles.action}>{action}</span> : null}
    </div>
  );
}

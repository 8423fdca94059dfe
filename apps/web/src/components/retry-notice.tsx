import type { ReactNode } from 'react';
import { Button } from './button';
import { Notice } from './notice';

/** A call that failed: says what could not be loaded and offers to try again (never a spinner that never ends). */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <Notice
      tone="error"
      action={
        <Button variant="text" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Notice>
  );
}

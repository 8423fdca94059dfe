import { isStepMenuDisabled, type PageNumber, stepMenuLockMs } from '@showroom/domain';
import { useEffect, useState } from 'react';

/** True while the step menu is locked: 2.5 s after the page loads, and on the checkout page. */
export function useMenuLock(pageNumber: PageNumber): boolean {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsedMs(stepMenuLockMs), stepMenuLockMs);
    return () => window.clearTimeout(timer);
  }, []);
  return isStepMenuDisabled({ pageNumber, elapsedMs });
}

import { useEffect, useState } from 'react';
import { onFirstPage } from '../../../lib/navigation';

/** The pre-loader shows for about 2.3 s (spec 000 section 9). */
export const preloaderMs = 2300;

/**
 * Whether the pre-loader is showing: on a fresh page load only; arriving from another page of the app (an
 * in-app navigation, or a same-origin referrer) skips it (spec 000 section 2 item 1).
 */
export function usePreloader(): boolean {
  const [visible, setVisible] = useState(() => onFirstPage() && !cameFromThisSite());
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), preloaderMs);
    return () => window.clearTimeout(timer);
  }, [visible]);
  return visible;
}

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

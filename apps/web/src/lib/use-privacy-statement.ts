import { useCallback, useEffect, useState } from 'react';
import { loadPrivacyStatement } from './privacy-statement';

/**
 * The privacy statement's HTML, loaded fresh when first used: undefined while loading, null when it failed
 * (already logged), and `reload` to try again.
 */
export function usePrivacyStatement(): { html: string | null | undefined; reload(): void } {
  const [html, setHtml] = useState<string | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads the statement again
  useEffect(() => {
    let live = true;
    loadPrivacyStatement().then((loaded) => {
      if (live) setHtml(loaded);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setHtml(undefined);
    setAttempt((n) => n + 1);
  }, []);
  return { html, reload };
}

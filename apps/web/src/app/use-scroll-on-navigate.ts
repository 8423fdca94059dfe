import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { navigationType, useHash } from '../lib/navigation';

/**
 * Every new page starts at its top, or at the element its address's #hash names once that has rendered (lazy
 * sections come later). Back, forward and a fresh load keep the browser's own scroll position.
 */
export function useScrollOnNavigate(): void {
  const [pathname] = useLocation();
  const hash = useHash();
  const move = navigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page, even with no hash
  useLayoutEffect(() => {
    if (move === 'POP' && !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      // A new page appears at its top at once: the document's smooth scrolling is for moves within a page.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, hash, move]);
}

import { type RefObject, useEffect } from 'react';

/**
 * The hero's opacity at a scroll position (spec 000 section 2, scroll-driven behaviour):
 * (670 − scroll) / 200, between 0 and 1.
 * @example heroOpacity(0) // 1
 * @example heroOpacity(570) // 0.5
 * @example heroOpacity(800) // 0
 */
export function heroOpacity(scrollY: number): number {
  return Math.min(1, Math.max(0, (heroFadeEndPx - scrollY) / 200));
}

/** The scroll position where the hero has faded out. */
export const heroFadeEndPx = 670;

/** Fades the element with the page's scroll, once per animation frame, without re-rendering. */
export function useHeroFade(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (ref.current) ref.current.style.opacity = String(heroOpacity(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref]);
}

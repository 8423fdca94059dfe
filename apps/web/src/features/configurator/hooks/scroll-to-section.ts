import type { ConfiguratorStep } from '@showroom/domain';

/** The spec's scroll targets this page has (spec 000 section 2 item 2): the steps and the delivery section. */
export type ScrollTarget = ConfiguratorStep | 'delivery';

/** The id of a target's section. */
export function sectionId(step: ScrollTarget): string {
  return step;
}

/** Spec 000 section 9: the flag of a scroll the page made clears 500 ms after the scrolling stops. */
export const scrollFlagClearMs = 500;

let flagged: { target: ScrollTarget; clear(): void } | undefined;

/**
 * The section the page is scrolling to, while it scrolls there: the step menu and the bar show it as current
 * rather than every section passed on the way.
 */
export function scrollingTo(): ScrollTarget | undefined {
  return flagged?.target;
}

function flagScroll(target: ScrollTarget): void {
  flagged?.clear();
  let timer = window.setTimeout(() => clear(), scrollFlagClearMs);
  const rearm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => clear(), scrollFlagClearMs);
  };
  const clear = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', rearm);
    if (flagged?.target === target) flagged = undefined;
    window.dispatchEvent(new Event('showroom:scroll-flag'));
  };
  window.addEventListener('scroll', rearm, { passive: true });
  flagged = { target, clear };
  window.dispatchEvent(new Event('showroom:scroll-flag'));
}

/**
 * Scrolls a step's section into view (smoothly unless the visitor prefers reduced motion) and moves keyboard
 * focus to its heading, so the next Tab continues inside the section.
 */
export function scrollToSection(step: ScrollTarget): void {
  const section = document.getElementById(sectionId(step));
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  flagScroll(step);
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('[data-section-heading]');
  heading?.focus({ preventScroll: true });
  keepInPlace(section);
}

/** How long after a scroll a section is kept where it was scrolled to while the page above it still grows. */
const settleMs = 2_000;
let settling: (() => void) | undefined;

/**
 * Keeps a section where the page scrolled it while what is above it still arrives (a list loading, pictures):
 * the page grows, and the section would slide away below the screen. Ends at the visitor's own scroll or key, after
 * `settleMs`, or at the next scroll the page makes.
 */
function keepInPlace(section: HTMLElement): void {
  settling?.();
  if (typeof ResizeObserver === 'undefined') return;
  // Only a change of the page's height moves the section (the observer also reports once as it starts).
  let height = document.body.scrollHeight;
  const observer = new ResizeObserver(() => {
    if (document.body.scrollHeight === height) return;
    height = document.body.scrollHeight;
    section.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
    if (settling === stop) settling = undefined;
  };
  const timer = window.setTimeout(stop, settleMs);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  settling = stop;
}

/** How long a scroll waits for its section to arrive (its chunk and first render) before giving up. */
const sectionArrivalMs = 5_000;

/**
 * Scrolls to a step's section after `delayMs` (at once when 0), or as soon as the section is on the page if it is not yet (the
 * sections under the hero render once a location is held, from a chunk of their own). Answers a way to call it
 * off (the page left meanwhile: a scroll must not take the focus on the next page).
 */
export function scrollToSectionSoon(step: ScrollTarget, delayMs: number): () => void {
  // No delay and the section there: at once, within the press that asked for it.
  if (delayMs <= 0 && document.getElementById(sectionId(step))) {
    scrollToSection(step);
    return () => undefined;
  }
  let arrival: MutationObserver | undefined;
  let giveUp: number | undefined;
  const stop = () => {
    arrival?.disconnect();
    window.clearTimeout(giveUp);
  };
  const start = window.setTimeout(() => {
    if (document.getElementById(sectionId(step))) return scrollToSection(step);
    arrival = new MutationObserver(() => {
      if (!document.getElementById(sectionId(step))) return;
      stop();
      scrollToSection(step);
    });
    giveUp = window.setTimeout(stop, sectionArrivalMs);
    arrival.observe(document.body, { childList: true, subtree: true });
  }, delayMs);
  return () => {
    window.clearTimeout(start);
    stop();
  };
}

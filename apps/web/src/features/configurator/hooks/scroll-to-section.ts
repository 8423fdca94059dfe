import type { ConfiguratorStep } from '@showroom/domain';

/** The spec's scroll targets this page has (spec 000 section 2 item 2): the steps and the delivery section. */
export type ScrollTarget = ConfiguratorStep | 'delivery';

/** The id of a target's section. */
export function sectionId(step: ScrollTarget): string {
  return step;
}

/**
 * Scrolls a step's section into view (smoothly unless the visitor prefers reduced motion) and moves keyboard
 * focus to its heading, so the next Tab continues inside the section.
 */
export function scrollToSection(step: ScrollTarget): void {
  const section = document.getElementById(sectionId(step));
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('[data-section-heading]');
  heading?.focus({ preventScroll: true });
}

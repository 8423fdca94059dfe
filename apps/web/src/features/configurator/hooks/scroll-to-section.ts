import type { ConfiguratorStep } from '@showroom/domain';

/** The id of a step's section: the spec's scroll targets (spec 000 section 2 item 2). */
export function sectionId(step: ConfiguratorStep): string {
  return step;
}

/**
 * Scrolls a step's section into view (smoothly unless the visitor prefers reduced motion) and moves keyboard
 * focus to its heading, so the next Tab continues inside the section.
 */
export function scrollToSection(step: ConfiguratorStep): void {
  const section = document.getElementById(sectionId(step));
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('[data-section-heading]');
  heading?.focus({ preventScroll: true });
}

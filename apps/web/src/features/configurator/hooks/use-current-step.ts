import { type ConfiguratorStep, configuratorSteps } from '@showroom/domain';
import { useEffect, useState } from 'react';
import { type ScrollTarget, scrollingTo, sectionId } from './scroll-to-section';

const isStep = (target: ScrollTarget | undefined): target is ConfiguratorStep =>
  configuratorSteps.some((step) => step === target);

/**
 * The step whose section crosses the middle of the viewport, or null above the first section (the hero); while
 * the page scrolls to a step on its own, that step (spec 000 section 9's scroll flag). TAKING DELIVERY is the first
 * part of checking out: there the step is CHECK OUT (audit 000 D13: the menu kept an earlier step). Drives the
 * step menu's current item and the bottom bar's action.
 */
export function useCurrentStep(): ConfiguratorStep | null {
  const [seen, setCurrent] = useState<ConfiguratorStep | null>(null);
  const [target, setTarget] = useState<ScrollTarget | undefined>(scrollingTo);
  useEffect(() => {
    const follow = () => setTarget(scrollingTo());
    window.addEventListener('showroom:scroll-flag', follow);
    return () => window.removeEventListener('showroom:scroll-flag', follow);
  }, []);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const step =
            entry.target.id === sectionId('delivery')
              ? 'checkout'
              : configuratorSteps.find((s) => sectionId(s) === entry.target.id);
          if (step) setCurrent(step);
        }
        const first = document.getElementById(sectionId(configuratorSteps[0]));
        if (first && first.getBoundingClientRect().top > window.innerHeight / 2) setCurrent(null);
      },
      { rootMargin: '-50% 0px -50% 0px' },
    );
    // Sections below the hero arrive with their own chunks, after this first render: watch for each one.
    const waiting = new Set<string>([...configuratorSteps, 'delivery' as const].map(sectionId));
    const observeArrived = () => {
      for (const id of waiting) {
        const element = document.getElementById(id);
        if (!element) continue;
        observer.observe(element);
        waiting.delete(id);
      }
      if (waiting.size === 0) arrivals.disconnect();
    };
    const arrivals = new MutationObserver(observeArrived);
    arrivals.observe(document.body, { childList: true, subtree: true });
    observeArrived();
    return () => {
      arrivals.disconnect();
      observer.disconnect();
    };
  }, []);
  return isStep(target) ? target : seen;
}

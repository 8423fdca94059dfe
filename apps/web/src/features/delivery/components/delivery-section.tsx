import type { CountryCode } from '@showroom/domain';
import { lazy, Suspense } from 'react';
import section from '../../configurator/components/section.module.css';

/* Below the fold: the heading renders at once (scroll target); the content loads lazily. */
const DeliveryOptions = lazy(() =>
  import('./delivery-options').then((module) => ({ default: module.DeliveryOptions })),
);

/** The 'TAKING DELIVERY' section of the configurator (spec 000 section 2 item 8), scroll target `delivery`. */
export function DeliverySection({ country }: { country: CountryCode }) {
  return (
    <section id="delivery" className={section.section} aria-labelledby="delivery-heading">
      <div className={`${section.wide} ${section.lower}`}>
        <div className={section.lowerIntro}>
          <h2 id="delivery-heading" className={section.heading} tabIndex={-1} data-section-heading>
            TAKING DELIVERY
          </h2>
          <p className={section.lead}>
            Pick up at a Cadillac Experience Centre, or have your LYRIQ delivered to a regional address.
          </p>
        </div>
        <Suspense fallback={<div className={section.skeleton} />}>
          <DeliveryOptions country={country} />
        </Suspense>
      </div>
    </section>
  );
}

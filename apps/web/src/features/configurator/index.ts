import { lazy } from 'react';

export { Configurator, type ConfiguratorProps } from './components/configurator';
export { scrollToSection } from './hooks/scroll-to-section';
export { heroFadeEndPx } from './hooks/use-hero-fade';

/** YOUR LYRIQ SUMMARY's pictures: shown only in the payment options dialog, so loaded with it, not the page. */
export const SummaryGallery = lazy(() =>
  import('./components/summary-gallery').then((module) => ({ default: module.SummaryGallery })),
);

/** The checkout's pictures and performance figures of the configured vehicle, loaded with the checkout. */
export const VehicleShowcase = lazy(() =>
  import('./components/vehicle-showcase').then((module) => ({ default: module.VehicleShowcase })),
);

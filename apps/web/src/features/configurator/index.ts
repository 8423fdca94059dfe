import { lazy } from 'react';

export { Configurator, type ConfiguratorProps } from './components/configurator';
export { scrollToSection } from './hooks/scroll-to-section';
export { heroFadeEndPx } from './hooks/use-hero-fade';

/** YOUR LYRIQ SUMMARY's pictures: shown only in the payment options dialog, so loaded with it, not the page. */
export const SummaryGallery = lazy(() =>
  import('./components/summary-gallery').then((module) => ({ default: module.SummaryGallery })),
);

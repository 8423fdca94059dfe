export { Configurator, type ConfiguratorProps } from './components/configurator';
export { SummaryGallery } from './components/summary-gallery';
export { scrollToSection } from './hooks/scroll-to-section';
export { heroFadeEndPx } from './hooks/use-hero-fade';

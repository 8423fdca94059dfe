export { Configurator, type ConfiguratorProps } from './components/configurator';
export { scrollToSection } from './hooks/scroll-to-section';
export { heroFadeEndPx } from './hooks/use-hero-fade';

export { Configurator, type ConfiguratorProps } from './components/configurator';

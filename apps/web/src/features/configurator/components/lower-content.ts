/* The below-the-fold section contents, loaded together as one lazy chunk. */
export { AccessoriesOptions } from './accessories-options';
export { ChargingOptions } from './charging-options';
export { ConfigurationSummary } from './configuration-summary';

/*
 * The pricing module's public face: the one pricing service (drive-away prices, delivery, offers) and its calls.
 * Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { optionPriceMismatches, refusePriceMismatches } from './client-prices';
export type { QuotedDelivery } from './delivery-quote';
export { createPricingService, pricingRoutes } from './pricing.routes';
export type { ConfigurationToPrice, PricedConfiguration, PricingService } from './pricing.service';

/*
 * The order-tracker module's public face: the order page's details and tracker, and the facts a contract prints.
 * Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { orderDetailsOf } from './order-details';
export { type OrderFacts, orderFactsOf } from './order-facts.repository';
export { orderTrackerRoutes } from './order-tracker.routes';

/*
 * The valuation module's public face: the trade-in valuation call. Other modules, app.ts and the command-line
 * entries import this file only (.dependency-cruiser.cjs).
 */
export { valuationRoutes } from './valuation.routes';

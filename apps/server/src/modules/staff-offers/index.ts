/*
 * The staff-offers module's public face: the back office's promotions and finance offers. Other modules, app.ts
 * and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffOffersRoutes } from './staff-offers.routes';

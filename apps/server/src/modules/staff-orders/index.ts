/*
 * The staff-orders module's public face: the back office's orders (list, detail, actions, CSV). Other modules,
 * app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffOrdersRoutes } from './staff-orders.routes';

/*
 * The my-orders module's public face: the signed-in customer's list of orders. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { myOrdersRoutes } from './my-orders.routes';

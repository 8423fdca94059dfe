/*
 * The stock module's public face: the inventory calls (filters and items, each priced). Other modules, app.ts and
 * the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { stockRoutes } from './stock.routes';

/*
 * The staff-stock module's public face: the back office's stock units and imports. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffStockRoutes } from './staff-stock.routes';

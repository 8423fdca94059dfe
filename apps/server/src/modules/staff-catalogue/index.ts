/*
 * The staff-catalogue module's public face: the back office's scheduled prices and on-road rates. Other modules,
 * app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffCatalogueRoutes } from './staff-catalogue.routes';

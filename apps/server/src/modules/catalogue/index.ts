/*
 * The catalogue module's public face: the configurator's catalogue calls (variants, exteriors, interiors,
 * options). Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { catalogueRoutes } from './catalogue.routes';

/*
 * The media module's public face: the shop's own pictures. Other modules, app.ts and the command-line entries
 * import this file only (.dependency-cruiser.cjs).
 */
export { mediaRoutes } from './media.routes';

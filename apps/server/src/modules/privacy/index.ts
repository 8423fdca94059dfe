/*
 * The privacy module's public face: the customer's data export, erasure and communication preferences. Other
 * modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { privacyRoutes } from './privacy.routes';

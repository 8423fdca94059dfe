/*
 * The system module's public face: health, readiness and the maintenance setting. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { maintenanceSetting } from './maintenance-setting';
export { systemRoutes } from './system.routes';

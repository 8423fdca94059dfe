/*
 * The staff-maintenance module's public face: the back office's maintenance switch. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffMaintenanceRoutes } from './staff-maintenance.routes';

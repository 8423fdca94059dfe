/*
 * The staff-calendars module's public face: the back office's centre calendars. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffCalendarsRoutes } from './staff-calendars.routes';

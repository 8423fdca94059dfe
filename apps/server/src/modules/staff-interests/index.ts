/*
 * The staff-interests module's public face: the back office's enquiries and waitlist. Other modules, app.ts and
 * the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { staffInterestsRoutes } from './staff-interests.routes';

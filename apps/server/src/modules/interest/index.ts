/*
 * The interest module's public face: enquiries, shares and the waitlist. Other modules, app.ts and the
 * command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { interestRoutes } from './interest.routes';
export { waitlistPagePath } from './interest.service';

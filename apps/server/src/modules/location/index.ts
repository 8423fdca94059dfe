/*
 * The location module's public face: the Location and GoogleAPIs calls, the Experience Centres and delivery
 * distances. Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { type DeliveryFigures, dispatches } from './centre-choice';
export type { ExperienceCentre } from './location.repository';
export { locationRoutes } from './location.routes';
export { experienceCentres, type LocationService, locationService } from './location.service';
export type { PlaceFields, VerifiedPlace } from './place-agreement';

/*
 * The profile module's public face: the customer's profile and communication history. Other modules, app.ts and
 * the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { communicationHistory } from './communication-history';
export { profileRoutes } from './profile.routes';

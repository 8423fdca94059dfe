/*
 * The support-request module's public face: the order owner's support requests and the cooling-off setting. Other
 * modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { coolingOffDaysOf } from './cooling-off-setting';
export { supportRequestRoutes } from './support-request.routes';
export { supportRequestService } from './support-request.service';

/*
 * The delivery-schedule module's public face: booking the hand-over, the hand-over capacity of each centre, the
 * map tiles. Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { deliveryScheduleRoutes } from './delivery-schedule.routes';
export { handoverCapacityService } from './handover-capacity.service';
export { mapTileOrigin } from './map-tiles';

/*
 * The order-progress module's public face: recordOrderEvent, the one way an order's status changes (through the
 * domain's order machine), and its progress. Other modules, app.ts and the command-line entries import this file
 * only (.dependency-cruiser.cjs).
 */
export { orThrow, progressOf, recordOrderEvent } from './record-order-event';

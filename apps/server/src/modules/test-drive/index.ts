/*
 * The test-drive module's public face: test-drive bookings, their hold sweep, and the centre facts they print.
 * Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */

export { testDriveRoutes, testDrives } from './test-drive.routes';
export { centreAddress, clockLabel } from './test-drive-availability';
export { startTestDriveHoldSweep } from './test-drive-hold-sweep';

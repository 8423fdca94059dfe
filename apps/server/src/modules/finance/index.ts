/*
 * The finance module's public face: the finance calculator's calls and the loan an order records. Other modules,
 * app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { financeRoutes } from './finance.routes';
export { financeService } from './finance.service';

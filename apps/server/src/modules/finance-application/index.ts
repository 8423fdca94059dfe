/*
 * The finance-application module's public face: get-finance-status. Other modules, app.ts and the command-line
 * entries import this file only (.dependency-cruiser.cjs).
 */
export { financeApplicationRoutes } from './finance-application.routes';

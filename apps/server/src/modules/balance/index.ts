/*
 * The balance module's public face: the balance page's calls, recording a balance payment, the payment summary
 * PDF. Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */

export { balanceRoutes } from './balance.routes';
export { type BalanceRecorder, balanceRecorder } from './balance-recorder';
export { orderPaymentSummary } from './payment-summary-pdf';

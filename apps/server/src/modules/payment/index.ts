/*
 * The payment module's public face: the payment provider's webhook. Other modules, app.ts and the command-line
 * entries import this file only (.dependency-cruiser.cjs).
 */
export { registerPaymentGateway } from './payment-gateway-setup';
export { paymentWebhookRoutes } from './payment-webhook.routes';

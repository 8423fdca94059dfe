/*
 * The payment module's public face: the card payment provider chosen from the settings (with the embedded
 * sandbox's card form and notifications) and the provider's webhook. Other modules, app.ts and the command-line
 * entries import this file only (.dependency-cruiser.cjs).
 */
export { registerPaymentGateway } from './payment-gateway-setup';
export { paymentWebhookRoutes } from './payment-webhook.routes';

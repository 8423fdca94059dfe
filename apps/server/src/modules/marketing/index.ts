/*
 * The marketing module's public face: queueing a campaign to the customers who agreed to it. Other modules, app.ts
 * and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { Campaign, queueCampaign } from './campaign';

/*
 * The auth module's public face: the shop's sign-in as an OIDC client, its sessions and the customer they belong
 * to. Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { assignMarketIds, type Customer, endSessionsOfSubject } from './auth.repository';
export { type Auth, createAuth } from './auth.routes';
export type { CurrentSession } from './auth.service';
export { oidcClient } from './oidc-client';
export { requireRecentSignIn } from './recent-sign-in';

/*
 * The action-emails module's public face: the one email per tracker step that waits for the customer. Other modules
 * and app.ts import this file only (.dependency-cruiser.cjs).
 */
export { type ActionEmails, actionEmails, startActionEmails } from './action-emails';

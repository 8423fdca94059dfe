/*
 * The idp module's public face: the embedded OpenID provider (mounted under /idp), its keys, staff accounts and
 * account erasure. Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */

export { registerIdp } from './idp.routes';
export { embeddedAccountEraser, type SignInAccountEraser } from './idp-account-erasure';
export { type IdpKeyRings, idpKeyRingsIn, type KeyRotationStep } from './idp-keys';
export { embeddedClientSecret } from './idp-provider';
export { addStaffAccount } from './idp-staff-accounts';
export { passwordHasher, productionHashCost } from './password-hash';
export { otpauthUri } from './totp';

/*
 * The dealer module's public face: the selling dealer of each market (SAMPLE), printed on the contract and named
 * by get-lmct. Other modules, app.ts and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { type DealerDetails, dealerDetails, motorTraderLicence } from './dealer-details';

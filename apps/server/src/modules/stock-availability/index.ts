/*
 * The stock-availability module's public face: live availability of the stock (per version) and onOffer, the one
 * rule of which units are for sale. Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */
export { type StockAvailability, stockAvailability } from './stock-availability';
export type { OfferGroup } from './stock-availability.repository';
export { onOffer } from './stock-offer';

/*
 * The catalogue-reads module's public face: the catalogue per market and its scheduled prices and promotions, kept
 * per catalogue version, and the versions kept replies are made from; what catalogue, pricing, stock and the back
 * office all read. Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */

export type {
  Combination,
  ExteriorRecord,
  InteriorRecord,
  OptionRecord,
  VariantRecord,
} from './catalogue.repository';
export { type CatalogueReads, catalogueReads, priceDayOf } from './catalogue-reads';
export { type PromotionRecord, toPromotion } from './promotion-record';
export { type ReplyVersions, replyVersions } from './reply-versions';

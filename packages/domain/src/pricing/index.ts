export type { RateRow, RateSource } from './dated-rate';
export { pricedLineLabels, pricingDisclaimer } from './disclaimer';
export type {
  ChargeLine,
  CustomerType,
  DeliveryOption,
  DriveAwayCost,
  DriveAwayInput,
  LineEstimate,
  LineSource,
  PricedLine,
} from './drive-away-types';
export { chargeLines, customerTypes, deliveryOptions } from './drive-away-types';
export type { InputProblem } from './input-problems';
export { findDriveAwayInputProblems } from './input-problems';
export type { IsoDate } from './iso-date';
export { isIsoDate } from './iso-date';
export { type OnRoadLine, onRoadLineLabels } from './line-labels';
export { priceDriveAway } from './price-drive-away';
export type {
  Discount,
  DiscountType,
  OnRoadFeesDiscountAmount,
  Promotion,
  PromotionName,
  VehicleDiscountAmount,
} from './promotion';
export { discountTypes, promotionNames } from './promotion';
export { type RateBook, rateTables, sameShape, tableFromBook } from './rate-book';

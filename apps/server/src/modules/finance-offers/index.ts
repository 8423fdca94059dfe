/*
 * The finance-offers module's public face: the finance offers on the market's price list. Other modules, app.ts
 * and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export {
  type FinanceOffersService,
  financeOffersService,
  type ListedFinanceOffer,
} from './finance-offers.service';

export { type Promo, useOffers } from '../../../lib/use-offers';

import {
  getAvailableInventoryFilters,
  getAvailableInventoryItem,
  type ParsedBodyOf,
} from '@showroom/contract';
import { australianStateCode } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { keptReplies } from '../../platform/http/kept-replies';
import type { CatalogueReads, ReplyVersions } from '../catalogue-reads';
import type { PricingService } from '../pricing';
import { stockService } from './stock.service';

type InventoryBody = ParsedBodyOf<typeof getAvailableInventoryItem>;

import type { StockAvailability } from '../stock-availability';

/**
 * Spec 000 section 7: the inventory browser's filters and items. The catalogue's combinations come from the
 * catalogue kept per catalogue version, the units on offer from the stock at its current version (so a reserved
 * unit is gone from the next reply), each configuration priced by the pricing service. Replies are kept for as long
 * as both (and the pricing date) stay the same.
 */
export function stockRoutes(deps: {
  catalogue: Pick<CatalogueReads, 'combinations'>;
  stock: Pick<StockAvailability, 'offerGroups'>;
  pricing: PricingService;
  versions: ReplyVersions;
}) {
  const { versions } = deps;
  return async (app: FastifyInstance) => {
    const service = stockService(
      { combinations: deps.catalogue.combinations, offerGroups: deps.stock.offerGroups },
      deps.pricing.priceConfiguration,
    );
    registerEndpoint(
      app,
      getAvailableInventoryFilters,
      keptReplies(
        { version: versions.catalogueAndStock, key: (body) => JSON.stringify(body) },
        service.filters,
      ),
    );
    // Items are priced on the date of the state they are priced for (as the service reads it). Pick-up replies
    // are kept; a home delivery's price is worked out at each call (as get-driveaway-cost does).
    const pickUp = keptReplies(
      {
        version: versions.catalogueAndStock,
        key: (body: InventoryBody) =>
          `${deps.pricing.pricingDate(body.Country, body.Country === 'AU' ? australianStateCode(body.State) : null)} ${JSON.stringify(body)}`,
      },
      service.items,
    );
    registerEndpoint(app, getAvailableInventoryItem, (body) =>
      body.DeliveryOption === 'Pickup' ? pickUp(body) : service.items(body),
    );
  };
}

import { getAvailableInventoryFilters, getAvailableInventoryItem } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { CatalogueReads } from '../catalogue/catalogue-reads';
import type { PricingService } from '../pricing/pricing.service';
import { stockService } from './stock.service';
import type { StockAvailability } from './stock-availability';

/**
 * Spec 000 section 7: the inventory browser's filters and items. The catalogue's combinations come from the
 * catalogue kept per catalogue version, the units on offer from the stock at its current version (so a reserved
 * unit is gone from the next reply), each configuration priced by the pricing service.
 */
export function stockRoutes(deps: {
  catalogue: Pick<CatalogueReads, 'combinations'>;
  stock: Pick<StockAvailability, 'offerGroups'>;
  pricing: PricingService;
}) {
  return async (app: FastifyInstance) => {
    const service = stockService(
      { combinations: deps.catalogue.combinations, offerGroups: deps.stock.offerGroups },
      deps.pricing.priceConfiguration,
    );
    registerEndpoint(app, getAvailableInventoryFilters, (body) => service.filters(body));
    registerEndpoint(app, getAvailableInventoryItem, (body) => service.items(body));
  };
}

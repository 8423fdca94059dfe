import { getAvailableInventoryFilters, getAvailableInventoryItem } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { withReadCache } from '../../platform/db/read-cache';
import { registerEndpoint } from '../../platform/http/endpoint';
import { readCacheTtlMs } from '../pricing/pricing.routes';
import type { PricingService } from '../pricing/pricing.service';
import { stockRepository } from './stock.repository';
import { stockService } from './stock.service';

/**
 * Spec 000 section 7: the inventory browser's filters and items. The catalogue's combinations and the drive-away
 * price of each configuration are reused for the pricing module's read-cache time; the units on offer are read
 * at every call, so a reserved unit is gone from the next reply.
 */
export function stockRoutes(deps: { db: Db; clock: Clock; pricing: PricingService }) {
  return async (app: FastifyInstance) => {
    const repository = stockRepository(deps.db, deps.clock);
    const cached = withReadCache(
      { combinations: repository.combinations, priceConfiguration: deps.pricing.priceConfiguration },
      deps.clock,
      readCacheTtlMs,
    );
    const service = stockService(
      { ...repository, combinations: cached.combinations },
      cached.priceConfiguration,
    );
    registerEndpoint(app, getAvailableInventoryFilters, (body) => service.filters(body));
    registerEndpoint(app, getAvailableInventoryItem, (body) => service.items(body));
  };
}

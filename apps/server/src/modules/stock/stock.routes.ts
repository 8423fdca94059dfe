import { getAvailableInventoryFilters, getAvailableInventoryItem } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPricingService, type PricingDeps } from '../pricing/pricing.routes';
import { memoisePrices } from './price-memo';
import { stockRepository } from './stock.repository';
import { stockService } from './stock.service';

/** Inventory prices are remembered this long (see price-memo.ts). */
const priceMemoMs = 60_000;

/** Spec 000 section 7: the inventory browser's filters and items. */
export function stockRoutes(deps: PricingDeps) {
  return async (app: FastifyInstance) => {
    const pricing = createPricingService(deps, (error) =>
      app.log.warn({ err: error }, 'location provider unavailable while pricing inventory'),
    );
    const priceOf = memoisePrices(pricing, {
      ttlMs: priceMemoMs,
      maxEntries: 2_000,
      now: () => deps.clock.now().getTime(),
    });
    const service = stockService(stockRepository(deps.db, deps.clock), priceOf);
    registerEndpoint(app, getAvailableInventoryFilters, (body) => service.filters(body));
    registerEndpoint(app, getAvailableInventoryItem, (body) => service.items(body));
  };
}

import { getAvailableInventoryFilters, getAvailableInventoryItem } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { PricingService } from '../pricing/pricing.service';
import { memoisePrices } from './price-memo';
import { stockRepository } from './stock.repository';
import { stockService } from './stock.service';

/** Inventory prices are remembered this long (see price-memo.ts). */
const priceMemoMs = 60_000;

/** Spec 000 section 7: the inventory browser's filters and items. */
export function stockRoutes(deps: { db: Db; clock: Clock; pricing: PricingService }) {
  return async (app: FastifyInstance) => {
    const priceOf = memoisePrices(deps.pricing, {
      ttlMs: priceMemoMs,
      maxEntries: 2_000,
      now: () => deps.clock.now().getTime(),
    });
    const service = stockService(stockRepository(deps.db, deps.clock), priceOf);
    registerEndpoint(app, getAvailableInventoryFilters, (body) => service.filters(body));
    registerEndpoint(app, getAvailableInventoryItem, (body) => service.items(body));
  };
}

import { checkOffers, getDriveawayCost, getLandingPage } from '@showroom/contract';
import { waitlistedText } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import type { LocationAdapters } from '../../platform/adapters/location-adapters';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { withReadCache } from '../../platform/db/read-cache';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { memoryCache, type SharedCache } from '../../platform/shared/shared-cache';
import { catalogueRepository } from '../catalogue/catalogue.repository';
import { locationRepository } from '../location/location.repository';
import { locationService } from '../location/location.service';
import type { StockAvailabilityRepository } from '../stock/stock-availability.repository';
import { deliveryQuoter } from './delivery-quote';
import { checkClientPrices, configurationOf, driveawayReply } from './driveaway-reply';
import { landingReply } from './landing';
import { runningPromos } from './offers';
import { pricingRepository } from './pricing.repository';
import { type ConfigurationToPrice, type PricingService, pricingService } from './pricing.service';

/**
 * How long pricing reuses catalogue and promotion reads: every change of the configuration is priced again, and
 * a price or promotion edited in the database shows within this time.
 */
export const readCacheTtlMs = 30_000;

export interface PricingDeps {
  db: Db;
  adapters: LocationAdapters;
  clock: Clock;
  /** Where delivery quotes are kept: Redis when REDIS_URL is set, else this process. */
  deliveryQuotes?: SharedCache;
}

/**
 * The price service other modules use (inventory, checkout, share emails): one per app, built by buildApp and
 * handed to the modules that need it.
 */
export function createPricingService(
  deps: PricingDeps,
  onProviderError: (error: Error) => void = () => {},
): PricingService {
  const location = locationService({
    repository: locationRepository(deps.db),
    ...deps.adapters,
    onProviderError,
  });
  return pricingService({
    catalogue: withReadCache(catalogueRepository(deps.db), deps.clock, readCacheTtlMs),
    repository: withReadCache(pricingRepository(deps.db), deps.clock, readCacheTtlMs),
    quoteDelivery: deliveryQuoter(location, deps.deliveryQuotes ?? memoryCache(deps.clock)),
    clock: deps.clock,
  });
}

/**
 * Spec 000 section 7 and spec 001 section 7: the drive-away price of a configuration, the landing's starting
 * price and the promotions running today.
 */
export function pricingRoutes(service: PricingService, stock: StockAvailabilityRepository) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getDriveawayCost, async (body) => {
      const priced = await service.priceConfiguration(configurationOf(body));
      checkClientPrices(body, priced);
      return driveawayReply(priced, body.IfCalculateFinance);
    });
    registerEndpoint(app, getLandingPage, async (body) => {
      const state = body.State ? (body.State as ConfigurationToPrice['state']) : undefined;
      const [starting, promotions] = await Promise.all([
        service.startingConfigurations(body.Country, state, body.CustomerType),
        service.runningPromotions(body.Country, state),
      ]);
      const deliveries = new Map(
        await Promise.all(
          starting.map(async (priced) => {
            const onOffer = await stock.interiorsOnOffer(priced.variant.id, priced.exterior.exterior.id);
            return [priced, onOffer.get(priced.interior.interior.id) ?? waitlistedText] as const;
          }),
        ),
      );
      const reply = landingReply(
        starting,
        (priced) => deliveries.get(priced) ?? waitlistedText,
        { postcode: body.Postcode || null, suburb: body.Suburb || null },
        promotions.rows[0]?.scrollText ?? null,
      );
      if (!reply) throw notFound('An orderable configuration');
      return reply;
    });
    registerEndpoint(app, checkOffers, async (body) => {
      const { date, rows } = await service.runningPromotions(body.Country);
      return runningPromos(body.Country, date, rows);
    });
  };
}

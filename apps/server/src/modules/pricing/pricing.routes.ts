import { checkOffers, getDriveawayCost, getLandingPage } from '@showroom/contract';
import { waitlistedText } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import type { LocationAdapters } from '../../platform/adapters/location-adapters';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { CatalogueReads } from '../catalogue/catalogue-reads';
import { locationRepository } from '../location/location.repository';
import { locationService } from '../location/location.service';
import type { StockAvailability } from '../stock/stock-availability';
import { deliveryQuoter } from './delivery-quote';
import { checkClientPrices, configurationOf, driveawayReply } from './driveaway-reply';
import { landingReply } from './landing';
import { runningPromos } from './offers';
import { type ConfigurationToPrice, type PricingService, pricingService } from './pricing.service';

export interface PricingDeps {
  db: Db;
  /** The catalogue and promotions, kept per catalogue version (a change shows at the next call). */
  catalogue: CatalogueReads;
  adapters: LocationAdapters;
  clock: Clock;
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
    catalogue: deps.catalogue,
    quoteDelivery: deliveryQuoter(location, deps.clock),
    clock: deps.clock,
  });
}

/**
 * Spec 000 section 7 and spec 001 section 7: the drive-away price of a configuration, the landing's starting
 * price and the promotions running today.
 */
export function pricingRoutes(service: PricingService, stock: Pick<StockAvailability, 'interiorsOnOffer'>) {
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

import { getDriveawayCost } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { LocationAdapters } from '../../platform/adapters/location-adapters';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { catalogueRepository } from '../catalogue/catalogue.repository';
import { locationRepository } from '../location/location.repository';
import { locationService } from '../location/location.service';
import { deliveryQuoter } from './delivery-quote';
import { checkClientPrices, configurationOf, driveawayReply } from './driveaway-reply';
import { pricingRepository } from './pricing.repository';
import { type PricingService, pricingService } from './pricing.service';

export interface PricingDeps {
  db: Db;
  adapters: LocationAdapters;
  clock: Clock;
}

/** The price service other modules use (inventory, checkout, share emails): one per app, built from its deps. */
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
    catalogue: catalogueRepository(deps.db),
    repository: pricingRepository(deps.db),
    quoteDelivery: deliveryQuoter(location),
    clock: deps.clock,
  });
}

/** Spec 000 section 7 and spec 001 section 7: the drive-away price of a configuration. */
export function pricingRoutes(deps: PricingDeps) {
  return async (app: FastifyInstance) => {
    const service = createPricingService(deps, (error) =>
      app.log.warn({ err: error }, 'location provider unavailable while pricing delivery'),
    );
    registerEndpoint(app, getDriveawayCost, async (body) => {
      const priced = await service.priceConfiguration(configurationOf(body));
      checkClientPrices(body, priced);
      return driveawayReply(priced, body.IfCalculateFinance);
    });
  };
}

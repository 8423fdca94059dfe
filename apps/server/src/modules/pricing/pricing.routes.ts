import { checkOffers, getDriveawayCost, getLandingPage, type ParsedBodyOf } from '@showroom/contract';
import { type CountryCode, waitlistedText } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import type { LocationAdapters } from '../../platform/adapters/location-adapters';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { keptReplies } from '../../platform/http/kept-replies';
import { memoryCache, type SharedCache } from '../../platform/shared/shared-cache';
import type { CatalogueReads, ReplyVersions } from '../catalogue-reads';
import type { FinanceOffersService } from '../finance-offers';
import { locationService } from '../location';
import type { StockAvailability } from '../stock-availability';
import { checkClientPrices } from './client-prices';
import { deliveryQuoter } from './delivery-quote';
import { configurationOf, driveawayReply } from './driveaway-reply';
import { landingReply } from './landing';
import { runningPromos } from './offers';
import { type ConfigurationToPrice, type PricingService, pricingService } from './pricing.service';

type DriveawayBody = ParsedBodyOf<typeof getDriveawayCost>;

export interface PricingDeps {
  db: Db;
  /** The catalogue and promotions, kept per catalogue version (a change shows at the next call). */
  catalogue: CatalogueReads;
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
    db: deps.db,
    ...deps.adapters,
    onProviderError,
  });
  return pricingService({
    catalogue: deps.catalogue,
    quoteDelivery: deliveryQuoter(location, deps.deliveryQuotes ?? memoryCache(deps.clock)),
    clock: deps.clock,
  });
}

/**
 * Spec 000 section 7 and spec 001 section 7: the drive-away price of a configuration, the landing's starting
 * price and the promotions running today. Replies are kept per catalogue version (and stock read, for the
 * landing's delivery text) and pricing date; a home delivery's price is worked out at each call.
 */
export function pricingRoutes(
  service: PricingService,
  stock: Pick<StockAvailability, 'interiorsOnOffer'>,
  versions: ReplyVersions,
  financeOffers: Pick<FinanceOffersService, 'list'>,
) {
  const dated = (country: CountryCode, state: string | null | undefined, body: object) =>
    `${service.pricingDate(country, state)} ${JSON.stringify(body)}`;
  return async (app: FastifyInstance) => {
    const driveaway = async (body: DriveawayBody) => {
      const priced = await service.priceConfiguration(configurationOf(body));
      checkClientPrices(body, priced);
      return driveawayReply(priced, body.IfCalculateFinance);
    };
    const pickUp = keptReplies(
      { version: versions.catalogue, key: (body: DriveawayBody) => dated(body.Country, body.State, body) },
      driveaway,
    );
    registerEndpoint(app, getDriveawayCost, (body) =>
      body.DeliveryOption === 'Pickup' ? pickUp(body) : driveaway(body),
    );
    registerEndpoint(
      app,
      getLandingPage,
      keptReplies(
        { version: versions.catalogueAndStock, key: (body) => dated(body.Country, body.State, body) },
        async (body) => {
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
        },
      ),
    );
    registerEndpoint(
      app,
      checkOffers,
      keptReplies(
        { version: versions.catalogue, key: (body) => dated(body.Country, null, body) },
        async (body) => {
          const [{ date, rows }, offers] = await Promise.all([
            service.runningPromotions(body.Country),
            financeOffers.list(body.Country),
          ]);
          return runningPromos(body.Country, date, rows, offers);
        },
      ),
    );
  };
}

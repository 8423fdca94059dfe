import {
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import { type AustralianState, isCompleteLocation } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { keptReplies } from '../../platform/http/kept-replies';
import type { CatalogueReads, ReplyVersions } from '../catalogue-reads';
import type { PricingService } from '../pricing';
import type { StockAvailability } from '../stock-availability';
import { catalogueService } from './catalogue.service';

/**
 * Spec 000 section 7: the location lists and the catalogue chain, variant to options. The variants carry their
 * 'from' drive-away price (the pricing module's starting configurations) once the location is complete;
 * exteriors and interiors carry HasStock and the estimated delivery from live stock.
 */
export function catalogueRoutes(deps: {
  catalogue: CatalogueReads;
  stock: Pick<StockAvailability, 'exteriorsOnOffer' | 'interiorsOnOffer'>;
  pricing: Pick<PricingService, 'startingConfigurations' | 'pricingDate'>;
  versions: ReplyVersions;
}) {
  const service = catalogueService(deps.catalogue, deps.stock);
  const { versions } = deps;
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getCountryAndState, () => service.countriesAndStates());
    registerEndpoint(
      app,
      getVariants,
      keptReplies(
        {
          version: versions.catalogue,
          // The 'from' prices are priced on the market's date.
          key: (body) =>
            [
              body.Country,
              body.State,
              body.CustomerType,
              deps.pricing.pricingDate(body.Country, body.State),
            ].join('|'),
        },
        async (body) => {
          const variants = await service.variants(body.Country);
          if (!isCompleteLocation(body.Country, body.State ?? undefined)) return variants;
          const state = body.Country === 'AU' ? (body.State as AustralianState) : undefined;
          const starting = await deps.pricing.startingConfigurations(body.Country, state, body.CustomerType);
          const fromPrice = new Map(
            starting.map((priced) => [priced.variant.id, priced.cost.driveawayPrice]),
          );
          return variants.map((variant) => ({
            ...variant,
            driveawayPrice: fromPrice.get(variant.variantID) ?? null,
          }));
        },
      ),
    );
    registerEndpoint(
      app,
      getExterior,
      keptReplies(
        { version: versions.catalogueAndStock, key: (body) => `${body.Country}|${body.VariantID}` },
        (body) => service.exteriors(body.Country, body.VariantID),
      ),
    );
    registerEndpoint(
      app,
      getInterior,
      keptReplies(
        {
          version: versions.catalogueAndStock,
          key: (body) => `${body.Country}|${body.VariantID}|${body.ExteriorID}`,
        },
        (body) => service.interiors(body.Country, body.VariantID, body.ExteriorID),
      ),
    );
    registerEndpoint(
      app,
      getVehicleOptions,
      keptReplies(
        {
          version: versions.catalogue,
          key: (body) => `${body.Country}|${body.VariantID}|${body.ExteriorID}|${body.InteriorID}`,
        },
        (body) =>
          service.options(body.Country, {
            variantId: body.VariantID,
            exteriorId: body.ExteriorID,
            interiorId: body.InteriorID,
          }),
      ),
    );
  };
}

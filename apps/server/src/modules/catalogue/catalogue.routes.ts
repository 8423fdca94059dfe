import {
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { stockAvailabilityRepository } from '../stock/stock-availability.repository';
import { catalogueRepository } from './catalogue.repository';
import { catalogueService } from './catalogue.service';

/** Spec 000 section 7: the location lists and the catalogue chain, variant to options. */
export function catalogueRoutes(deps: { db: Db; clock: Clock }) {
  const service = catalogueService(
    catalogueRepository(deps.db),
    stockAvailabilityRepository(deps.db, deps.clock),
  );
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getCountryAndState, () => service.countriesAndStates());
    registerEndpoint(app, getVariants, (body) => service.variants(body.Country));
    registerEndpoint(app, getExterior, (body) => service.exteriors(body.Country, body.VariantID));
    registerEndpoint(app, getInterior, (body) =>
      service.interiors(body.Country, body.VariantID, body.ExteriorID),
    );
    registerEndpoint(app, getVehicleOptions, (body) =>
      service.options(body.Country, {
        variantId: body.VariantID,
        exteriorId: body.ExteriorID,
        interiorId: body.InteriorID,
      }),
    );
  };
}

import {
  addOnRoadRate,
  listCataloguePrices,
  listOnRoadRates,
  scheduleCataloguePrice,
  withdrawCataloguePrice,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { actingStaff, changeRecorder, changingCalls } from '../staff';
import { cataloguePricesService } from './catalogue-prices.service';
import { onRoadRatesService } from './on-road-rates.service';

/**
 * The back office's catalogue prices and on-road rate tables (docs/back-office-catalogue.md): any staff member
 * reads them; only an admin sets or withdraws a price or adds a rate row, each change in the audit log.
 */
export function staffCatalogueRoutes(deps: { db: Db; clock: Clock }) {
  const prices = cataloguePricesService(deps);
  const rates = onRoadRatesService(deps);
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    registerEndpoint(app, listCataloguePrices, (body) => prices.list(body.country));
    registerEndpoint(app, listOnRoadRates, (body) => rates.list(body.country));
    await changingCalls(app, 'admin', (changes) => {
      registerEndpoint(changes, scheduleCataloguePrice, (body, request) =>
        prices.schedule(body, actingStaff(request).id, changeRecorder(request, deps.clock)),
      );
      registerEndpoint(changes, withdrawCataloguePrice, (body, request) =>
        prices.withdraw(body.id, changeRecorder(request, deps.clock)),
      );
      registerEndpoint(changes, addOnRoadRate, (body, request) =>
        rates.add(body, actingStaff(request).id, changeRecorder(request, deps.clock)),
      );
    });
  };
}

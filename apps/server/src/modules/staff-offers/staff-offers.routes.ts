import {
  changeFinanceOffer,
  changePromotion,
  createFinanceOffer,
  createPromotion,
  endFinanceOffer,
  endPromotion,
  listStaffOffers,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { changeRecorder, changingCalls } from '../staff';
import { staffFinanceOffersService } from './staff-finance-offers.service';
import { staffPromotionsService } from './staff-promotions.service';

/**
 * The back office's finance offers and promotions (docs/back-office-catalogue.md): any staff member reads them;
 * only an admin creates, changes or ends one, each change in the audit log.
 */
export function staffOffersRoutes(deps: { db: Db; clock: Clock }) {
  const offers = staffFinanceOffersService(deps);
  const promotions = staffPromotionsService(deps);
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    registerEndpoint(app, listStaffOffers, async (body) => ({
      ...(await offers.list(body.country)),
      promotions: await promotions.list(body.country),
    }));
    await changingCalls(app, 'admin', (changes) => {
      const recorder = (request: Parameters<typeof changeRecorder>[0]) => changeRecorder(request, deps.clock);
      registerEndpoint(changes, createFinanceOffer, (body, request) =>
        offers.create(body, recorder(request)),
      );
      registerEndpoint(changes, changeFinanceOffer, ({ offerId, ...change }, request) =>
        offers.change(offerId, change, recorder(request)),
      );
      registerEndpoint(changes, endFinanceOffer, (body, request) =>
        offers.end(body.offerId, recorder(request)),
      );
      registerEndpoint(changes, createPromotion, (body, request) =>
        promotions.create(body, recorder(request)),
      );
      registerEndpoint(changes, changePromotion, ({ id, ...change }, request) =>
        promotions.change(id, change, recorder(request)),
      );
      registerEndpoint(changes, endPromotion, (body, request) => promotions.end(body.id, recorder(request)));
    });
  };
}

import {
  extendReservationCountdown,
  getActiveReservation,
  getLmct,
  getNewPaymentIds,
  getReservationStatus,
  placeOrder,
  placeReservation,
  savePaymentLog,
  setReservationCountdown,
} from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { motorTraderLicence } from '../dealer';
import type { OrderService } from './order.service';
import { callerOf as orderCaller, type SignedInCustomer } from './order-caller';
import { ensureBrowserToken } from './reservation-cookie';

/** Spec 001 section 7: the Order and Payment calls of checkout. */
export function orderRoutes(deps: {
  service: OrderService;
  secureCookies: boolean;
  reservationsPerMinute: number;
  signedInCustomer?: SignedInCustomer;
}) {
  // Reserving is limited per client: a bot must not hold every vehicle in stock.
  const reserveLimit = { rateLimit: { max: deps.reservationsPerMinute, timeWindow: '1 minute' } };
  const { service } = deps;
  const signedIn = async (request: FastifyRequest) => (await deps.signedInCustomer?.(request)) ?? null;
  const callerOf = (request: FastifyRequest) => orderCaller(request, deps.signedInCustomer);
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      placeReservation,
      async (body, request, reply) =>
        service.placeReservation(
          body,
          await ensureBrowserToken(request, reply, deps.secureCookies, service.browserTokenIssued),
          await signedIn(request),
        ),
      { config: reserveLimit },
    );
    registerEndpoint(app, getActiveReservation, async (body, request) =>
      service.activeReservation(body.country, callerOf(request)),
    );
    registerEndpoint(app, getReservationStatus, async (body, request) =>
      service.reservationStatus(body.orderID, callerOf(request)),
    );
    registerEndpoint(app, setReservationCountdown, async (body, request) =>
      service.countdown(body.country, callerOf(request)),
    );
    registerEndpoint(app, extendReservationCountdown, async (body, request) =>
      service.extend(body.country, callerOf(request)),
    );
    registerEndpoint(app, placeOrder, async (body, request) =>
      service.placeOrder(body.order, body.adyenSession, callerOf(request)),
    );
    registerEndpoint(app, getNewPaymentIds, async (body, request) =>
      service.newPaymentIds(body.orderID, callerOf(request)),
    );
    registerEndpoint(app, savePaymentLog, async (body, request) =>
      service.savePaymentLog(body.order.OrderID, body.adyenSession, callerOf(request)),
    );
    registerEndpoint(app, getLmct, async (body) => ({ partnerLMCT: motorTraderLicence[body.Country] }));
  };
}

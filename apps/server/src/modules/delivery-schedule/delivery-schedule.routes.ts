import { getAvailableDeliveryTime, saveScheduleDelivery } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { OrderService } from '../order';
import { callerOf, type SignedInCustomer } from '../order';
import { deliveryScheduleService } from './delivery-schedule.service';
import { handoverCalendarRepository } from './handover-calendar.repository';
import type { MapTiles } from './map-tiles';

/** Booking sends an email and takes capacity: rate limited per client. */
const saveLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Spec 002 section 7: `get-available-delivery-time` and `save-schedule-delivery`. The order module's ownership
 * rule decides who may: the browser that reserved the order or its signed-in owner, all five ids matching.
 */
export function deliveryScheduleRoutes(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  signedInCustomer: SignedInCustomer;
  publicOrigin: string;
  mapTiles?: MapTiles | null;
}) {
  const service = deliveryScheduleService({
    db: deps.db,
    clock: deps.clock,
    calendars: handoverCalendarRepository(deps.db),
    orders: deps.orders,
    publicOrigin: deps.publicOrigin,
    mapTiles: deps.mapTiles ?? null,
  });
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getAvailableDeliveryTime, (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.times(body, callerOf(request, deps.signedInCustomer));
    });
    registerEndpoint(
      app,
      saveScheduleDelivery,
      (body, request) => service.save(body, callerOf(request, deps.signedInCustomer)),
      { config: saveLimit },
    );
  };
}

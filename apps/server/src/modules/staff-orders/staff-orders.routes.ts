import {
  addStaffOrderNote,
  advanceStaffOrder,
  cancelStaffOrder,
  getStaffOrder,
  listStaffOrders,
  recordStaffBankPayment,
  rollBackStaffOrder,
  StaffOrderFilterFields,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerEndpoint } from '../../platform/http/endpoint';
import { actingStaff, csvQuery, csvRowLimit, recordStaffRead, sendCsv, toCsv } from '../staff';
import { staffOrdersRepository } from './staff-orders.repository';
import { type StaffOrdersDeps, staffOrderRow, staffOrdersService } from './staff-orders.service';

const orderColumns = [
  ['orderNo', (o: ReturnType<typeof staffOrderRow>) => o.orderNo],
  ['status', (o: ReturnType<typeof staffOrderRow>) => o.status],
  ['country', (o: ReturnType<typeof staffOrderRow>) => o.country],
  ['customer', (o: ReturnType<typeof staffOrderRow>) => o.customerName],
  ['email', (o: ReturnType<typeof staffOrderRow>) => o.email],
  ['vin', (o: ReturnType<typeof staffOrderRow>) => o.vin],
  ['driveAwayCents', (o: ReturnType<typeof staffOrderRow>) => o.driveAwayCents],
  ['createdAt', (o: ReturnType<typeof staffOrderRow>) => o.createdAt],
] as const;

/** The back office's orders: reads for viewers, changes for sales and up (docs/staff.md). */
export function staffOrdersRoutes(deps: Omit<StaffOrdersDeps, 'repository'>) {
  const repository = staffOrdersRepository(deps.db);
  const service = staffOrdersService({ ...deps, repository });
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    const sales = { preHandler: app.requireStaff('sales') };

    registerEndpoint(app, listStaffOrders, async (body) => {
      const page = await repository.search(body);
      return { orders: page.rows.map(staffOrderRow), nextCursor: page.nextCursor };
    });

    app.get('/api/staff/orders.csv', async (request, reply) => {
      const filter = csvQuery(z.object(StaffOrderFilterFields), request.query);
      const rows = (await repository.all(filter, csvRowLimit)).map(staffOrderRow);
      const read = { action: 'orders-exported', entity: 'order', entityId: '*', filter, rows: rows.length };
      await recordStaffRead(deps.db, actingStaff(request), read);
      return sendCsv(reply, 'orders.csv', toCsv(orderColumns, rows));
    });

    registerEndpoint(app, getStaffOrder, async (body, request) => {
      const detail = await service.detail(body.orderId);
      const read = { action: 'order-viewed', entity: 'order', entityId: detail.order.id };
      await recordStaffRead(deps.db, actingStaff(request), read);
      return detail;
    });

    await app.register(async (changes) => {
      changes.addHook('preHandler', sales.preHandler);
      registerEndpoint(changes, advanceStaffOrder, (body, request) =>
        service.advance(body, actingStaff(request)),
      );
      registerEndpoint(changes, rollBackStaffOrder, (body, request) =>
        service.rollBack(body, actingStaff(request)),
      );
      registerEndpoint(changes, addStaffOrderNote, (body, request) =>
        service.addNote(body, actingStaff(request)),
      );
      registerEndpoint(changes, cancelStaffOrder, (body, request) =>
        service.cancel(body, actingStaff(request)),
      );
      registerEndpoint(changes, recordStaffBankPayment, (body, request) =>
        service.recordBankPayment(body, actingStaff(request)),
      );
    });
  };
}

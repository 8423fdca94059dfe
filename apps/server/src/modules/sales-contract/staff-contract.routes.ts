import { attachStaffContract, getStaffContract, regenerateStaffContract } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badField } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { actingStaff } from '../staff';
import type { StaffContractService } from './staff-contract.service';

/** A PDF of at most 10 MB in base64, and the ids around it. */
const attachBodyLimit = 15 * 1024 * 1024;
const orderIdQuery = z.object({ orderId: z.string().trim().min(1).max(64) });

/** The back office's contract of an order (docs/staff.md): viewers read it, sales and up issue a new one. */
export function staffContractRoutes(deps: { contracts: StaffContractService }) {
  const { contracts } = deps;
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));

    registerEndpoint(app, getStaffContract, (body) => contracts.contract(body.orderId));

    app.get('/api/staff/orders/contract.pdf', { schema: { hide: true } }, async (request, reply) => {
      const query = orderIdQuery.safeParse(request.query);
      if (!query.success) throw badField('orderId', 'Give the order id.');
      const bytes = await contracts.file(query.data.orderId);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="Vehicle-Sales-Order-Contract.pdf"')
        .send(Buffer.from(bytes));
    });

    await app.register(async (changes) => {
      changes.addHook('preHandler', app.requireStaff('sales'));
      registerEndpoint(changes, regenerateStaffContract, (body, request) =>
        contracts.regenerate(body.orderId, actingStaff(request)),
      );
      registerEndpoint(
        changes,
        attachStaffContract,
        (body, request) => contracts.attach(body, actingStaff(request)),
        { bodyLimit: attachBodyLimit, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      );
    });
  };
}

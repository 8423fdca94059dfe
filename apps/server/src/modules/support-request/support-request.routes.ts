import { callBackRequest } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import type { supportRequestService } from './support-request.service';

const requestLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Spec 002 section 7: `call-back-request` from the order page's Support menu; signed-in owners only. */
export function supportRequestRoutes(deps: {
  auth: Auth;
  service: ReturnType<typeof supportRequestService>;
}) {
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      callBackRequest,
      async (body, request) => {
        const { customer } = await deps.auth.currentSession(request);
        return deps.service.request(body, customer.id);
      },
      { config: requestLimit },
    );
  };
}

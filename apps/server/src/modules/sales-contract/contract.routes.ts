import { signContract } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import type { ContractService } from './contract.service';

const signLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Spec 002 section 7 sign-contract: the signed-in owner signs; the client's address is the one TRUST_PROXY names. */
export function contractRoutes(deps: { auth: Auth; contracts: Pick<ContractService, 'sign'> }) {
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      signContract,
      async (body, request) => deps.contracts.sign(body, await deps.auth.currentSession(request), request.ip),
      { config: signLimit },
    );
  };
}

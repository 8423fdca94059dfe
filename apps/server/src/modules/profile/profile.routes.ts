import { getProfileByEmail, saveProfile } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import { communicationHistory } from './communication-history';
import { profileRepository } from './profile.repository';
import { checkOwnEmail, historyRows, profileService } from './profile.service';

/**
 * The signed-in customer's profile and communication preferences: read by the session's email, saved for the
 * session's customer only, with the communication history of what the shop sent them.
 */
export function profileRoutes(deps: { db: Db; clock: Clock; auth: Auth }) {
  const service = profileService({
    repository: profileRepository(deps.db),
    clock: deps.clock,
    history: (customer) => communicationHistory(deps.db, customer, historyRows),
  });
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getProfileByEmail, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      checkOwnEmail(customer, body.email);
      return service.read(customer);
    });
    registerEndpoint(app, saveProfile, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      return service.save(customer, body);
    });
  };
}

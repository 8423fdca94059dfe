import { getProfileByEmail, saveProfile } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth/auth.routes';
import { profileRepository } from './profile.repository';
import { ownProfile, profileService } from './profile.service';

/** The signed-in customer's profile: read by the session's email, saved for the session's customer only. */
export function profileRoutes(deps: { db: Db; clock: Clock; auth: Auth }) {
  const service = profileService({ repository: profileRepository(deps.db), clock: deps.clock });
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getProfileByEmail, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      return ownProfile(customer, body.email);
    });
    registerEndpoint(app, saveProfile, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      return service.save(customer, body.userProfile);
    });
  };
}

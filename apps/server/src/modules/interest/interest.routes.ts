import { addTracking, getInterest, getWaitlistData, saveInterest } from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { PricingService } from '../pricing';
import { interestRepository } from './interest.repository';
import { interestService } from './interest.service';

/** Every call here can send email to an address a visitor types, so it is rate limited per client. */
const enquiryLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const trackingLimit = { rateLimit: { max: 240, timeWindow: '1 minute' } };
/** Reading a record by its key: keys are unguessable, and guessing is slowed down per client as well. */
const keyReadLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * Spec 000 and 001 section 7: save-interest, get-interest, get-waitlist-data and tracking (the order call-back
 * request is the support-request module's).
 */
export function interestRoutes(deps: {
  db: Db;
  clock: { now(): Date };
  publicOrigin: string;
  pricing: Pick<PricingService, 'priceConfiguration'>;
  /** The signed-in customer's id, or null for a visitor: records made while signed in are theirs. */
  signedInCustomer: (request: FastifyRequest) => Promise<string | null>;
}) {
  const service = interestService({ ...deps, repository: interestRepository(deps.db) });
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      saveInterest,
      async (body, request) => service.save(body, await deps.signedInCustomer(request)),
      { config: enquiryLimit },
    );
    registerEndpoint(app, getInterest, (body) => service.link(body.linkKey), { config: keyReadLimit });
    registerEndpoint(app, getWaitlistData, (body) => service.waitlist(body.linkKey), {
      config: keyReadLimit,
    });
    registerEndpoint(
      app,
      addTracking,
      async (body, request) => {
        await service.track(body, request.headers.referer);
        return {};
      },
      { config: trackingLimit },
    );
  };
}

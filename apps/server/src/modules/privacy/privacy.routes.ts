import { deleteAccount, exportPersonalData } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { privacyRequests } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import { requireRecentSignIn } from '../auth';
import type { SignInAccountEraser } from '../idp';
import { eraseCustomer } from './account-erasure';
import { personalDataExport } from './personal-data-export';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * The customer's own data (Data and privacy page): download everything as JSON, or have it erased. Both need a
 * password entered in the last 15 minutes and both are recorded in `privacy_requests`.
 */
export function privacyRoutes(deps: {
  db: Db;
  clock: Clock;
  auth: Auth;
  files: FileStore;
  eraseSignInAccount: SignInAccountEraser;
}) {
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      exportPersonalData,
      async (_body, request, reply) => {
        reply.header('cache-control', 'no-store');
        const session = await deps.auth.currentSession(request);
        requireRecentSignIn(session, deps.clock);
        const now = deps.clock.now();
        const document = await personalDataExport(deps.db, session.customer, now);
        await deps.db.insert(privacyRequests).values({
          customerId: session.customer.id,
          kind: 'export',
          completedAt: now,
          summary: {
            orders: document.orders.length,
            enquiries: document.enquiries.length,
            sharedLinks: document.sharedLinks.length,
            emails: document.communicationHistory.length,
          },
        });
        return document;
      },
      { config: perMinute(10) },
    );

    registerEndpoint(
      app,
      deleteAccount,
      async (_body, request, reply) => {
        reply.header('cache-control', 'no-store');
        const session = await deps.auth.currentSession(request);
        requireRecentSignIn(session, deps.clock);
        const { deletedFiles, ...result } = await eraseCustomer(
          deps.db,
          { eraseSignInAccount: deps.eraseSignInAccount, now: deps.clock.now() },
          session.customer.id,
        );
        // The files of the deleted documents go once the database forgot them.
        await Promise.all(deletedFiles.map((key) => deps.files.delete(key)));
        deps.auth.forgetSession(reply);
        return { ...result, erasedAt: result.erasedAt.toISOString() };
      },
      { config: perMinute(5) },
    );
  };
}

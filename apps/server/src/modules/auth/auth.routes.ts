import { getSession, setSession, signOut } from '@showroom/contract';
import type { StaffRole } from '@showroom/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/app-error';
import { requestCookie } from '../../platform/http/cookies';
import { registerEndpoint } from '../../platform/http/endpoint';
import { authRepository } from './auth.repository';
import { authService, type CurrentSession, type SessionPolicy } from './auth.service';
import type { OidcClient } from './oidc-client';
import { sessionCookies } from './session-cookies';

export interface Auth {
  /** The signed-in customer of this request, or a 401 (NoActivity when the session has ended). */
  currentSession(request: FastifyRequest): Promise<CurrentSession>;
  /** Makes this browser forget its session cookie (after the sessions themselves were ended). */
  forgetSession(reply: FastifyReply): void;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Sign-in routes: `/gmauth/sign-in` starts the flow, `/gmauth` is the login return path; the API answers the
 * session's ids (set-session), whether this browser is signed in, and signs out.
 */
export function createAuth(deps: {
  db: Db;
  clock: Clock;
  client: OidcClient;
  origin: string;
  policy: SessionPolicy;
  log: FastifyBaseLogger;
  /** What else this browser forgets at sign-out (its hold on the orders it reserved). */
  onSignOut?: (reply: FastifyReply) => void;
  staffRole?: (claims: Record<string, unknown>, email: string) => StaffRole | undefined;
}) {
  const cookies = sessionCookies(deps.origin, deps.policy.absoluteMs);
  const svc = authService({ ...deps, repository: authRepository(deps.db) });
  const auth: Auth = {
    currentSession: (request) => svc.current(requestCookie(request, cookies.session.name)),
    forgetSession: (reply) => {
      noStore(reply).clearCookie(cookies.session.name, cookies.session.options);
    },
  };

  const routes = async (app: FastifyInstance) => {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      '/gmauth/sign-in',
      async (request, reply) => {
        const { url, browserToken } = await svc.start(request.query);
        noStore(reply).setCookie(cookies.signIn.name, browserToken, cookies.signIn.options);
        return reply.redirect(url, 303);
      },
    );

    app.get('/gmauth', async (request, reply) => {
      const callbackUrl = new URL(request.url, deps.origin).href;
      const result = await svc.complete(
        callbackUrl,
        requestCookie(request, cookies.signIn.name),
        requestCookie(request, cookies.session.name),
      );
      noStore(reply).clearCookie(cookies.signIn.name, cookies.signIn.options);
      // A refused sign-in is logged and the browser goes home (spec 000 §8).
      if (!result) return reply.redirect('/', 303);
      reply.setCookie(cookies.session.name, result.token, cookies.session.options);
      return reply.redirect(result.landing, 303);
    });

    registerEndpoint(app, getSession, async (_body, request, reply) => {
      noStore(reply);
      const token = requestCookie(request, cookies.session.name);
      if (!token) return { signedIn: false, email: null, firstName: null, country: null };
      try {
        const { customer } = await svc.current(token);
        return {
          signedIn: true,
          email: customer.email,
          firstName: customer.firstName,
          country: customer.country,
        };
      } catch {
        reply.clearCookie(cookies.session.name, cookies.session.options);
        return { signedIn: false, email: null, firstName: null, country: null };
      }
    });

    registerEndpoint(app, setSession, async (body, request, reply) => {
      noStore(reply);
      const { customer } = await auth.currentSession(request);
      // Another customer's email answers exactly like an email nobody has.
      if (body.email.toLowerCase() !== customer.email) throw notFound('The customer');
      return {
        yanaCustomerID: customer.auCustomerId,
        yanaCustomerNo: customer.auCustomerNo,
        nzYanaCustomerID: customer.nzCustomerId,
        nzYanaCustomerNo: customer.nzCustomerNo,
      };
    });

    registerEndpoint(app, signOut, async (_body, request, reply) => {
      const logoutUrl = await svc.signOut(requestCookie(request, cookies.session.name));
      noStore(reply).clearCookie(cookies.session.name, cookies.session.options);
      deps.onSignOut?.(reply);
      return { logoutUrl };
    });
  };

  return { auth, routes };
}

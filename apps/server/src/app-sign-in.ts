import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app';
import { createAuth, endSessionsOfSubject, oidcClient } from './modules/auth';
import { embeddedClientSecret, registerIdp } from './modules/idp';
import { forgetBrowserToken } from './modules/order';
import { staffPolicy, staffRoleOf } from './modules/staff';

/** Sign-in: the embedded OpenID provider unless OIDC_ISSUER_URL names another, and the shop as its client. */
export async function registerSignIn(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'env' | 'database' | 'clock'>,
) {
  const { env, database, clock } = deps;
  const embedded = !env.OIDC_ISSUER_URL;
  const idpOptions = {
    origin: env.PUBLIC_ORIGIN,
    clientId: env.OIDC_CLIENT_ID,
    ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}),
    clientOrigins: (env.IDP_CLIENT_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY !== false,
    // Never longer than the shop's own sessions (idle within absolute): a timeout is a re-authentication boundary.
    sessionTtlSeconds: Math.min(env.SESSION_IDLE_MINUTES * 60, env.SESSION_ABSOLUTE_HOURS * 3600),
    passwordHashCost: env.PASSWORD_HASH_COST,
  };
  const issuer = env.OIDC_ISSUER_URL ?? `${env.PUBLIC_ORIGIN}/idp`;
  if (embedded) {
    await registerIdp(app, {
      db: database.db,
      clock,
      options: idpOptions,
      endShopSessions: (tx, accountId) => endSessionsOfSubject(tx, issuer, accountId),
    });
  }
  const client = oidcClient({
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: () => embeddedClientSecret(database.db, idpOptions),
    ...(embedded ? { inProcess: app } : {}),
    production: env.NODE_ENV === 'production',
  });
  const { auth, routes } = createAuth({
    db: database.db,
    clock,
    client,
    origin: env.PUBLIC_ORIGIN,
    policy: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    log: app.log.child({ component: 'auth' }),
    onSignOut: (reply) => forgetBrowserToken(reply, env.PUBLIC_ORIGIN.startsWith('https:')),
    staffRole: (claims: Record<string, unknown>, email: string) =>
      staffRoleOf(claims, email, staffPolicy(env)),
  });
  await app.register(routes);
  return auth;
}

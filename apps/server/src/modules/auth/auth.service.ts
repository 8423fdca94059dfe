import { createHash, randomBytes } from 'node:crypto';
import { commonErrorCodes } from '@showroom/contract';
import type { StaffRole } from '@showroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { AuthRepository, Country, Customer } from './auth.repository';
import type { OidcClient } from './oidc-client';
import { authenticatedAt, reauthenticationParameters } from './recent-sign-in';
import { safeReturnUrl } from './return-url';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface CurrentSession {
  idHash: string;
  customer: Customer;
  idToken: string;
  /** When the customer last entered their password (see `requireRecentSignIn`). */
  authenticatedAt: Date;
}

/** The reply for a session that was there and ended: the browser goes to the shop home (spec 000 §4). */
export const noActivity = () =>
  new AppError(401, commonErrorCodes.noActivity, 'Your session has ended. Please sign in again.');
export const notSignedIn = () => new AppError(401, commonErrorCodes.notSignedIn, 'Please sign in.');

const marketOf = (country: Country) => (country === 'NZ' ? 'nz-en' : 'au-en');

function countryClaim(value: unknown, fallback: Country): Country {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return code === 'AU' || code === 'NZ' ? code : fallback;
}

/**
 * Sign-in as a backend-for-frontend: the authorization code flow with PKCE, state and nonce runs here, tokens
 * stay here, and the browser gets a random session id in an HttpOnly cookie (decision 0008).
 */
export function authService(deps: {
  repository: AuthRepository;
  client: OidcClient;
  clock: Clock;
  policy: SessionPolicy;
  origin: string;
  log: FastifyBaseLogger;
  /** The staff role this sign-in carries, if any (modules/staff/staff-role.ts); it is kept on the session. */
  staffRole?: (claims: Record<string, unknown>, email: string) => StaffRole | undefined;
}) {
  const { repository, clock, policy } = deps;
  const redirectUri = `${deps.origin}/gmauth`;

  return {
    /** Starts a sign-in: returns the provider URL and the browser-binding token for the sign-in cookie. */
    async start(query: {
      returnUrl?: unknown;
      screen?: unknown;
      country?: unknown;
      reauth?: unknown;
      staff?: unknown;
    }) {
      const config = await deps.client.configuration();
      const browserToken = newToken();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const transaction = {
        browserHash: sha256(browserToken),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        returnUrl: safeReturnUrl(query.returnUrl) ?? null,
        createdAt: clock.now(),
      };
      await repository.deleteTransactionsBefore(new Date(clock.now().getTime() - 60 * 60_000));
      await repository.insertTransaction(transaction);
      const country =
        typeof query.country === 'string' && /^(AU|NZ)$/i.test(query.country) ? query.country : '';
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        ...(query.screen === 'signup' ? { screen: 'signup' } : {}),
        // A sign-in older than the idle timeout is not reused by the provider (an external one too): max_age. A staff
        // sign-in always enters the password and second factor afresh, whatever session the provider has.
        ...(query.reauth === '1' || query.staff === '1'
          ? reauthenticationParameters
          : { max_age: String(Math.floor(policy.idleMs / 1000)) }),
        ...(country ? { country: country.toUpperCase() } : {}),
      });
      return { url: url.href, browserToken };
    },

    /**
     * Completes a sign-in at the login return path. Refuses (undefined, logged) a callback without this browser's
     * transaction, a replayed one, a wrong state or nonce, or a code the provider does not accept.
     */
    async complete(callbackUrl: string, browserToken: string | undefined, previousToken: string | undefined) {
      const transaction = browserToken ? await repository.takeTransaction(sha256(browserToken)) : undefined;
      if (!transaction) {
        deps.log.warn('sign-in callback without a sign-in in progress in this browser');
        return undefined;
      }
      try {
        const config = await deps.client.configuration();
        const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims || !tokens.id_token) throw new Error('no ID token');
        const claims = idClaims.email
          ? idClaims
          : { ...idClaims, ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
        if (typeof claims.email !== 'string') throw new Error('the provider gave no email');
        // Orders, test drives and enquiries are keyed by the address: an account owns them only once its provider
        // has proved the address is theirs (security probe N1).
        if (claims.email_verified !== true) throw new Error('the provider has not verified the email');
        const token = newToken();
        const now = clock.now();
        const email = claims.email.toLowerCase();
        const staffRole = deps.staffRole?.(claims, email);
        const customer = await repository.signIn(
          {
            issuer: idClaims.iss,
            subject: idClaims.sub,
            email,
            country: countryClaim(claims.country, 'AU'),
            firstName: String(claims.given_name ?? ''),
            lastName: String(claims.family_name ?? ''),
          },
          {
            idHash: sha256(token),
            idToken: tokens.id_token,
            createdAt: now,
            authenticatedAt: authenticatedAt(idClaims, now),
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + policy.absoluteMs),
          },
          previousToken ? sha256(previousToken) : undefined,
          staffRole,
        );
        return { token, landing: transaction.returnUrl ?? `/${marketOf(customer.country)}/auth` };
      } catch (error) {
        deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sign-in refused');
        return undefined;
      }
    },

    /** The session of this cookie; NoActivity when it was there and has ended, NotSignedIn without one. */
    async current(token: string | undefined): Promise<CurrentSession> {
      if (!token) throw notSignedIn();
      const idHash = sha256(token);
      const found = await repository.findSession(idHash);
      if (!found) throw noActivity();
      const now = clock.now();
      const idleFor = now.getTime() - found.session.lastSeenAt.getTime();
      if (found.session.expiresAt <= now || idleFor >= policy.idleMs) {
        await repository.deleteSession(idHash);
        throw noActivity();
      }
      if (idleFor > 60_000) await repository.touchSession(idHash, now);
      return {
        idHash,
        customer: found.customer,
        idToken: found.session.idToken,
        authenticatedAt: found.session.authenticatedAt ?? found.session.createdAt,
      };
    },

    /** Ends this browser's session here and returns the provider's end-session URL to end its session too. */
    async signOut(token: string | undefined): Promise<string> {
      const idHash = token ? sha256(token) : undefined;
      const found = idHash ? await repository.findSession(idHash) : undefined;
      if (!idHash || !found) return '/';
      await repository.deleteSession(idHash);
      const home = `/${marketOf(found.customer.country)}`;
      const config = await deps.client.configuration();
      if (!config.serverMetadata().end_session_endpoint) return home;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: found.session.idToken,
        post_logout_redirect_uri: `${deps.origin}${home}`,
      }).href;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

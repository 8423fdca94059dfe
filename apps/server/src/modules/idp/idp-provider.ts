import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { type IdpRepository, idpRepository } from './idp.repository';
import { idpAdapter } from './idp-adapter';
import { loadIdpKeyRings } from './idp-keys';
import { messagePage } from './idp-pages';
import { idpStaffRepository } from './idp-staff.repository';

export const idpMountPath = '/idp';
/** The ID-token claim naming a staff account's role (the shop's default STAFF_ROLE_CLAIM). */
export const staffRoleClaim = 'staff_role';

export interface IdpOptions {
  origin: string;
  clientId: string;
  /** Set → used as the client secret; unset → the secret made at first start (`idpClientSecret`). */
  clientSecret?: string;
  /** Origins of further shops allowed to use this provider (IDP_CLIENT_ORIGINS). */
  clientOrigins: readonly string[];
  trustProxy: boolean;
  /**
   * How long the provider's session lasts without a sign-in through it: the shop's idle timeout, so a browser
   * whose shop session timed out is asked for its password again rather than signed straight back in.
   */
  sessionTtlSeconds: number;
  /** New passwords are hashed with scrypt at N = 2^passwordHashCost (PASSWORD_HASH_COST). */
  passwordHashCost: number;
}

/** The secret of the shop's own client when OIDC_CLIENT_SECRET is unset: made once, kept in `idp_keys`. */
/** The shop's client secret as the embedded provider holds it, for the shop's OIDC client (app-sign-in.ts). */
export const embeddedClientSecret = (db: Db, options: Pick<IdpOptions, 'clientSecret'>) =>
  idpClientSecret(idpRepository(db), options);

export function idpClientSecret(repository: IdpRepository, options: Pick<IdpOptions, 'clientSecret'>) {
  return options.clientSecret
    ? Promise.resolve(options.clientSecret)
    : repository.keyValue('client-secret', () => randomBytes(32).toString('base64url'));
}

/** Redirect targets of a shop at `origin`: the login return path and the market homes after sign-out. */
function clientUris(origin: string) {
  return {
    redirect_uris: [`${origin}/gmauth`],
    post_logout_redirect_uris: [`${origin}/`, `${origin}/au-en`, `${origin}/nz-en`],
  };
}

/**
 * The embedded OpenID provider (oidc-provider): authorization code flow with PKCE required, ES256 ID tokens
 * carrying the email, names and the country claim, consent implied for the shop's own client, RP-initiated
 * logout. Its storage, signing keys and cookie keys live in the database so every instance agrees.
 */
export async function createIdp(deps: {
  db: Db;
  clock: Clock;
  repository: IdpRepository;
  options: IdpOptions;
}) {
  const { repository, options } = deps;
  const staffRepository = idpStaffRepository(deps.db);
  const [rings, secret] = await Promise.all([
    loadIdpKeyRings(repository),
    idpClientSecret(repository, options),
  ]);
  const uris = [options.origin, ...options.clientOrigins].map(clientUris);
  const configuration: Configuration = {
    adapter: idpAdapter(deps.db, deps.clock),
    clients: [
      {
        client_id: options.clientId,
        client_secret: secret,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: uris.flatMap((u) => u.redirect_uris),
        post_logout_redirect_uris: uris.flatMap((u) => u.post_logout_redirect_uris),
        id_token_signed_response_alg: 'ES256',
        // Every ID token says when the password was entered: the shop's recent sign-in check reads it.
        require_auth_time: true,
      },
    ],
    // Newest signs, all verify: rotation never signs anyone out (idp-keys.ts).
    jwks: { keys: rings.signing as never[] },
    cookies: { keys: rings.cookie },
    claims: {
      // amr: how the account signed in (RFC 8176): `pwd`, plus `otp` after a staff account's TOTP code.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      // staff_role: the back-office role of a staff account (`npm run staff -- add`), read by the shop at sign-in.
      profile: ['given_name', 'family_name', 'country', staffRoleClaim],
    },
    conformIdTokenClaims: false,
    extraParams: ['screen', 'country'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    interactions: { url: (_ctx, interaction) => `${idpMountPath}/interaction/${interaction.uid}` },
    ttl: {
      Session: deps.options.sessionTtlSeconds,
      Interaction: 60 * 60,
      Grant: 12 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    findAccount: async (_ctx, sub) => {
      const [account, factor] = await Promise.all([
        repository.findAccountById(sub),
        staffRepository.findFactor(sub),
      ]);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerifiedAt !== null,
          given_name: account.firstName,
          family_name: account.lastName,
          country: account.country,
          ...(factor ? { [staffRoleClaim]: factor.role } : {}),
        }),
      };
    },
    // First-party client: the grant is implied, no consent screen.
    loadExistingGrant: async (ctx) => {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in could not continue', String(out.error_description ?? out.error), {
        href: '/',
        label: 'Back to the shop',
      }).value;
    },
  };
  const provider = new Provider(`${options.origin}${idpMountPath}`, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

/** The sign-out confirmation of RP-initiated logout: our page with the provider's form, sent by a script file. */
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('Signing you out…', 'One moment, please.', undefined, form).value;
}

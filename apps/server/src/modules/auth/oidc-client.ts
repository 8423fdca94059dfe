import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  /** The embedded provider answers in-process (no network round trip to our own public URL). */
  inProcess?: FastifyInstance;
  production: boolean;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Calls `app` through light-my-request, as fetch would call it over HTTP. */
function injectFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...Object.fromEntries(new Headers(options.headers).entries()), host: target.host },
      ...(options.body ? { payload: String(options.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}

/**
 * The shop as an OpenID Connect client (openid-client): the issuer's metadata is discovered on first use and
 * kept; a failed discovery is retried at the next sign-in. Plain http is allowed only for the in-process
 * provider or a provider on this machine outside production.
 */
export function oidcClient(settings: OidcClientSettings) {
  let config: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(settings.issuer);
  const insecure =
    issuer.protocol === 'http:' &&
    (Boolean(settings.inProcess) || (!settings.production && loopback.has(issuer.hostname)));

  async function discover(): Promise<oidc.Configuration> {
    const options: oidc.DiscoveryRequestOptions = {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(settings.inProcess ? { [oidc.customFetch]: injectFetch(settings.inProcess) } : {}),
    };
    return oidc.discovery(issuer, settings.clientId, await settings.clientSecret(), undefined, options);
  }

  return {
    configuration(): Promise<oidc.Configuration> {
      config ??= discover().catch((error: unknown) => {
        config = undefined;
        throw error;
      });
      return config;
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;

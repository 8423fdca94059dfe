import { LocationPost } from '@showroom/contract';
import { type CountryCode, countryOfMarket, isCompleteLocation, marketOf } from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationCookieName } from './first-screen';
import { checkSameOrigin } from './security/csrf';

const oneYearSeconds = 31_536_000;

/** A page of a market as a dialog posts it (`/au-en/`, `/nz-en/inventory`): nothing else is ever gone back to. */
const marketPage = /^\/([a-z]{2}-[a-z]{2})((?:\/[a-z0-9-]+)*\/?)$/i;

/** The page to go back to: `returnPath`'s page in the market of `country` (its own market without one). */
function pageFor(returnPath: string, country: CountryCode | undefined): string {
  const [, market = '', rest = ''] = returnPath.match(marketPage) ?? [];
  const from = countryOfMarket(market.toLowerCase());
  const to = country ?? from;
  if (!to) return '/';
  return `/${marketOf(to)}${from ? rest : ''}`;
}

/**
 * POST /location: the location dialog drawn into the page is a real form (docs/decisions/0047), so a choice made
 * before the app's script runs, or without it, is kept: the cookie the server reads for the first screen
 * (`AU-NSW`, `NZ`, as the app writes it) and a 303 to the page for that location. Australia without a state goes
 * back with `AU` held, where the drawn dialog asks for the state. Only this route reads form bodies; a post from
 * another site is refused (403) like a cross-site API call.
 */
export function locationFormRoutes(publicOrigin: string) {
  const allowed = new Set([publicOrigin]);
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/location',
      {
        schema: {
          summary:
            "The location dialog posted as an HTML form: sets the location cookie, 303 to that location's page",
          tags: ['Pages'],
          consumes: ['application/x-www-form-urlencoded'],
          body: LocationPost,
          response: {
            303: z
              .void()
              .describe("To the page for that location (Location), the cookie 'showroom-location' set"),
          },
        },
        onRequest: async (request) => checkSameOrigin(request, allowed),
      },
      async (request, reply) => {
        const { country, state, return: returnPath } = request.body;
        if (!country) return reply.redirect(pageFor(returnPath, undefined), 303);
        const value = isCompleteLocation(country, state) && country === 'AU' ? `AU-${state}` : country;
        reply.setCookie(locationCookieName, value, { path: '/', maxAge: oneYearSeconds, sameSite: 'lax' });
        return reply.redirect(pageFor(returnPath, country), 303);
      },
    );
  };
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from '../../env';

/**
 * A path segment that may identify a person or grant access: a long token or id (reset and share links, order and
 * customer ids), anything with an `@`, or a run of six digits or more (customer numbers, phone numbers).
 */
const identifying = /^(?:[A-Za-z0-9_-]{16,}|[^/]*@[^/]*|[^/]*\d{6,}[^/]*)$/;
/** What a path needs somewhere for one of its segments to be `identifying` (a `%` may hide an `@`). */
const mayIdentify = /[@%]|\d{6}|[A-Za-z0-9_-]{16}/;

/**
 * The path of a request as logged: the query string dropped (codes, return addresses) and every identifying
 * segment replaced by `:id`, so a log line tells which page or call was asked without saying for whom.
 * @example pathForLog('/links/3f9a…c2?x=1') === '/links/:id'
 */
export function pathForLog(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Most paths have no segment that could identify anyone: nothing to split, decode or mask.
  if (!mayIdentify.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (segment && identifying.test(decodeURIComponentSafe(segment)) ? ':id' : segment))
    .join('/');
}

/**
 * What a request line names: the route it matched, as registered (`/api/Order/place-reservation`,
 * `/api/Documents/file/:token`), so a call is always named and a token never written; a request no route template
 * names (a page of the web app, a 404) gets its masked path (`pathForLog`).
 */
export function routeForLog(request: FastifyRequest): string {
  const route = request.is404 ? undefined : request.routeOptions.url;
  return route && !route.includes('*') ? route : pathForLog(request.url);
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Pino's `time` field in ISO form, formatted once per millisecond rather than once per line. */
function isoTime(): () => string {
  let at = 0;
  let field = '';
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      field = `,"time":"${new Date(now).toISOString()}"`;
    }
    return field;
  };
}

/** Field names whose values are personal or secret wherever they appear in a logged object. */
const personalKeys = ['email', 'mobile', 'phone', 'password', 'authorization', 'cookie', 'card', 'cvc'];

/**
 * The server's structured JSON log (pino through Fastify): one line per event, ISO time, the request id (the same
 * as the `x-request-id` header and the error envelope's `requestId`) on every line a request writes. Request
 * lines carry the method and the route (or masked path, `routeForLog`) only: no query string, no client address, no headers, no body;
 * values under personal keys are replaced wherever they appear. Errors keep pino's serialiser.
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    timestamp: isoTime(),
    redact: {
      paths: personalKeys.flatMap((key) => [key, `*.${key}`]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: routeForLog(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

import type { FastifyInstance, FastifyReply, onResponseHookHandler } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached catalogue read (~1 ms) to a slow outside provider. */
const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The status classes, and 429 on its own: a client over a rate limit is not a client error like the others. */
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx', '429'] as const;

type Child = ReturnType<Histogram['labels']>;

/** One child per status class of one route, made when the route is registered: a request only indexes an array. */
function childrenOf(histogram: Histogram, method: string, route: string): Child[] {
  return statusClasses.map((status) => histogram.labels({ method, route, status }));
}

function observe(children: Child[], reply: FastifyReply): void {
  const index =
    reply.statusCode === 429 ? 5 : Math.min(Math.max(Math.floor(reply.statusCode / 100) - 1, 0), 4);
  children[index]?.observe(reply.elapsedTime / 1000);
}

/**
 * Request count and latency per route (`showroom_http_request_duration_seconds`, its `_count` is the request
 * rate): labelled by method, the route's path template (never the raw URL, so ids do not multiply series) and
 * the status class. Each route gets its own onResponse hook with its children made once, so a request costs one
 * array index and one observation; requests no route matched (404s, the embedded identity provider's pages,
 * which its middleware answers) go to one shared hook.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'showroom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class (429 apart from 4xx).',
    labelNames: ['method', 'route', 'status'],
    buckets,
    registers: [registry],
  });
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      const children = childrenOf(histogram, method, route.url);
      const hook: onResponseHookHandler = (request, reply, done) => {
        if (request.method === method) observe(children, reply);
        done();
      };
      route.onResponse = [route.onResponse ?? []].flat().concat(hook);
    }
  });
  const provider = seriesByMethod(histogram, '/idp/*');
  const others = seriesByMethod(histogram, '(unmatched)');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe((request.url.startsWith('/idp/') ? provider : others)(request.method), reply);
    done();
  });
}

/** Only the standard methods get their own series: a made-up method cannot grow the label set. */
const standardMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The children of one unmatched route per method, each made when first needed. */
function seriesByMethod(histogram: Histogram, route: string): (method: string) => Child[] {
  const made = new Map<string, Child[]>();
  return (requestMethod) => {
    const method = standardMethods.has(requestMethod) ? requestMethod : 'OTHER';
    let children = made.get(method);
    if (!children) {
      children = childrenOf(histogram, method, route);
      made.set(method, children);
    }
    return children;
  };
}

import type { FastifyInstance } from 'fastify';

/** Paths answered on whatever host they arrive: the API (health, readiness), the metrics scrape, test hooks. */
const answeredAnywhere = ['/api/', '/metrics', '/__'];

/** `host[:port]` in lower case, without the scheme's default port. */
function normalHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const defaultPort = protocol === 'https:' ? ':443' : ':80';
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower;
}

/**
 * One origin for the shop's pages (audit 000 D10): a page asked for on another host of the machine
 * (http://127.0.0.1:3000 while PUBLIC_ORIGIN says localhost) is sent to the same path and query on PUBLIC_ORIGIN
 * before it loads, so the location, configuration and sign-in the browser keeps per origin are never split between
 * two. Only the host is compared (a balancer that ends TLS may pass http), and the redirect is temporary (307), so
 * a browser does not remember it for an address another program may use later. The balancer must pass the Host the
 * visitor asked for (deploy/nginx/showroom.conf: `proxy_set_header Host $http_host`).
 */
export function registerCanonicalHost(app: FastifyInstance, publicOrigin: string): void {
  const canonical = new URL(publicOrigin);
  const wanted = normalHost(canonical.host, canonical.protocol);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const path = request.url;
    if (answeredAnywhere.some((prefix) => path.toLowerCase().startsWith(prefix))) return done();
    if (!request.host || normalHost(request.host, canonical.protocol) === wanted) return done();
    reply.code(307).header('location', `${canonical.origin}${path}`).send();
  });
}

// One layer of the request pipeline at a time (docs/performance.md "Where a request's time goes"): run as
//   tsx apps/server/bench/pipeline-layers.ts <layers> <port>
// it serves `POST /api/probe` (get-variants' contract answering its real reply from memory) and the 404 envelope
// through the first <layers> layers of the shop's pipeline, so bench/pipeline.mjs can measure what each layer costs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getVariants } from '@showroom/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../src/platform/http/endpoint';
import { registerErrorHandling, sendApiNotFound } from '../src/platform/http/error-handler';
import { registerCsrfProtection } from '../src/platform/security/csrf';
import { registerSecurityHeaders } from '../src/platform/security/headers';

export const layers = [
  'bare',
  'logger',
  'request id',
  'security headers',
  'cross-site check',
  'zod + envelope',
];

const count = Number(process.argv[2]);
const port = Number(process.argv[3]);
const has = (name: string) => layers.indexOf(name) < count;
const app = Fastify({
  logger: has('logger') ? { level: 'info' } : false,
  ...(has('request id') ? { genReqId: () => randomUUID(), requestIdHeader: false } : {}),
  routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
});
if (has('request id')) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
registerErrorHandling(app);
if (has('security headers')) await registerSecurityHeaders(app, { https: false });
if (has('cross-site check')) registerCsrfProtection(app, `http://localhost:${port}`);
// The real get-variants reply (AU, NSW), so serialisation costs what it costs in the shop.
const variants = JSON.parse(readFileSync(new URL('./variants-reply.json', import.meta.url), 'utf8'));
if (has('zod + envelope')) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpoint(app, { ...getVariants, path: '/api/probe' }, () => variants);
} else {
  app.post('/api/probe', async () => variants);
}
app.setNotFoundHandler((request, reply) => sendApiNotFound(request, reply));
await app.listen({ port, host: '127.0.0.1' });

import { canonicalKeys, type Endpoint } from '@showroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badField } from './app-error';
import { unstorableText, unstorableTextMessage } from './unstorable-text';

export type Handler<E extends Endpoint> = (
  body: z.output<E['body']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['data']>> | z.input<E['data']>;

/**
 * Registers one endpoint of the contract: request field names are matched case-insensitively, text the database
 * cannot store (a NUL character, invalid Unicode) is refused naming its field, the body is validated by the contract's schema and the
 * handler's result is sent in the success envelope.
 */
export function registerEndpoint<E extends Endpoint & { reply: z.ZodType }>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: { bodyLimit?: number; config?: Record<string, unknown> } = {},
): void {
  const hasBody = endpoint.method !== 'GET';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(hasBody ? { body: endpoint.body } : {}),
      response: { 200: endpoint.reply },
    },
    preValidation: hasBody
      ? (request, _reply, done) => {
          const bad = unstorableText(request.body);
          if (bad) return done(badField(bad.field, unstorableTextMessage(bad.text)));
          request.body = canonicalKeys(endpoint.body, request.body);
          done();
        }
      : undefined,
    handler: async (request, reply) => {
      const data = await handler(request.body as z.output<E['body']>, request, reply);
      return { status: true as const, data };
    },
  });
}

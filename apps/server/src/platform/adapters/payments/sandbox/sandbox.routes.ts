import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCrossSite } from '../../../security/csrf';
import { cardFormPage } from './sandbox-form.page';
import { cardFormScript } from './sandbox-form.script';
import type { SandboxGateway } from './sandbox-gateway';

const text = (max: number) => z.string().max(max).default('');

const PaymentBody = z.object({
  sessionData: z.string().min(1).max(200),
  number: text(30),
  expiry: text(10),
  cvc: text(8),
  holderName: text(100),
  billingAddress: z
    .object({
      street: text(200),
      houseNumberOrName: text(100),
      city: text(100),
      postalCode: text(10),
      stateOrProvince: text(100),
    })
    .default({ street: '', houseNumberOrName: '', city: '', postalCode: '', stateOrProvince: '' }),
});

const sessionIdPattern = /^CS[0-9A-F]{24}$/;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

/**
 * The sandbox provider's own pages, as a card provider would host them: the card form (framed by the checkout)
 * and its payment call. Request bodies are never logged; the card goes no further than `checkCard`.
 */
export function sandboxRoutes(deps: { gateway: SandboxGateway; publicOrigin: string }) {
  const allowed = new Set([deps.publicOrigin]);
  return async (app: FastifyInstance) => {
    app.get('/sandbox-pay/card-form.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(cardFormScript),
    );

    app.get<{ Params: { id: string } }>('/sandbox-pay/sessions/:id', async (request, reply) => {
      const session = sessionIdPattern.test(request.params.id)
        ? await deps.gateway.findSession(request.params.id)
        : undefined;
      if (!session)
        return noStore(reply).code(404).type('text/plain; charset=utf-8').send('No such payment session.');
      return noStore(reply).type('text/html; charset=utf-8').send(cardFormPage(session));
    });

    app.withTypeProvider<ZodTypeProvider>().post(
      '/sandbox-pay/sessions/:id/payments',
      {
        schema: { params: z.object({ id: z.string().regex(sessionIdPattern) }), body: PaymentBody },
        onRequest: async (request) => checkCrossSite(request, allowed),
      },
      async (request, reply) => {
        const { sessionData, ...card } = request.body;
        const result = await deps.gateway.pay(request.params.id, sessionData, card);
        return noStore(reply).send(result);
      },
    );
  };
}

import { getDocuments, getSpecificDocument, updateOrderDetails } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth/auth.routes';
import { documentFilePath } from './document-links';
import type { documentsService } from './documents.service';
import type { orderDetailsUpdate } from './order-details-update';

/** Two files of at most 10 MB in base64, and the details around them. */
const detailsBodyLimit = 30 * 1024 * 1024;
const uploadLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * Spec 002 section 7: update-order-details, get-documents and get-specific-document, and the expiring links'
 * files. Signed-in owners only; a file is sent with no-store and as an attachment when asked to download.
 */
export function documentsRoutes(deps: {
  auth: Auth;
  documents: ReturnType<typeof documentsService>;
  updateDetails: ReturnType<typeof orderDetailsUpdate>;
}) {
  const customerOf = async (request: Parameters<Auth['currentSession']>[0]) =>
    (await deps.auth.currentSession(request)).customer.id;
  return async (app: FastifyInstance) => {
    registerEndpoint(
      app,
      updateOrderDetails,
      async (body, request) => deps.updateDetails(body, await customerOf(request)),
      { bodyLimit: detailsBodyLimit, config: uploadLimit },
    );
    registerEndpoint(app, getDocuments, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.documents.list(body, await customerOf(request));
    });
    registerEndpoint(app, getSpecificDocument, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.documents.specific(body, await customerOf(request));
    });
    app.get<{ Params: { token: string }; Querystring: { download?: string } }>(
      `${documentFilePath}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const customerId = await customerOf(request);
        const parsed = token.safeParse(request.params.token);
        const file = parsed.success
          ? await deps.documents.file(parsed.data, customerId)
          : await deps.documents.file('', customerId);
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', file.document.contentType)
          .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
          .send(Buffer.from(file.bytes));
      },
    );
  };
}

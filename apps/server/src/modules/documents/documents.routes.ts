import { getDocuments, getSpecificDocument, updateOrderDetails } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import { expiredLinkPage, isNavigation, unavailableLinkPage } from './document-link-page';
import { DownloadLinkExpired, documentFilePath } from './document-links';
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
        const download = request.query.download === '1';
        let file: Awaited<ReturnType<typeof deps.documents.file>>;
        try {
          const customerId = await customerOf(request);
          const parsed = token.safeParse(request.params.token);
          file = await deps.documents.file(parsed.success ? parsed.data : '', customerId);
        } catch (error) {
          // A browser opening the link itself gets a page, not the JSON envelope (audit 002 #9); the web app's
          // own calls still get the envelope.
          if (!(error instanceof AppError) || !isNavigation(request)) throw error;
          const fresh =
            error instanceof DownloadLinkExpired
              ? await deps.documents.renewLink(error.documentId, await customerOf(request))
              : undefined;
          return reply
            .code(error.statusCode)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(
              fresh
                ? expiredLinkPage(download ? fresh.downloadUrl : fresh.url)
                : unavailableLinkPage(error.statusCode),
            );
        }
        const disposition = download ? 'attachment' : 'inline';
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', file.document.contentType)
          .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
          .send(Buffer.from(file.bytes));
      },
    );
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { documentLinks, orderDocuments, orders } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http/app-error';

/** The path every document is served from; never a public folder. */
export const documentFilePath = '/api/Documents/file';

/** An expired link of the signed-in owner: the document is named, so a browser can be offered a fresh link. */
export class DownloadLinkExpired extends AppError {
  constructor(readonly documentId: string) {
    super(
      410,
      'DownloadLinkExpired',
      'This download link has expired. Please open the document again from your order.',
    );
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Expiring download links (issue 18): a random token per customer and document, kept as its SHA-256 with its
 * expiry. `url` shows the file in the browser, `downloadUrl` saves it.
 */
export function documentLinkService(deps: { db: Db; lifetimeMs: number }) {
  return {
    async create(documentId: string, customerId: string, now: Date) {
      const token = randomBytes(32).toString('base64url');
      await deps.db.insert(documentLinks).values({
        tokenHash: hashOf(token),
        documentId,
        customerId,
        expiresAt: new Date(now.getTime() + deps.lifetimeMs),
      });
      // Links of yesterday are of no use to anyone: clear them as new ones are made.
      await deps.db
        .delete(documentLinks)
        .where(lt(documentLinks.expiresAt, new Date(now.getTime() - 86_400_000)));
      const url = `${documentFilePath}/${token}`;
      return { url, downloadUrl: `${url}?download=1` };
    },

    /**
     * The document a link names, for the signed-in customer it was made for, who must still own the order. A link
     * of another customer (or a made-up one) reads as not found; an expired one says so.
     */
    async resolve(token: string, customerId: string, now: Date) {
      const [row] = await deps.db
        .select({ link: documentLinks, document: orderDocuments, owner: orders.customerId })
        .from(documentLinks)
        .innerJoin(orderDocuments, eq(orderDocuments.id, documentLinks.documentId))
        .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
        .where(and(eq(documentLinks.tokenHash, hashOf(token)), eq(documentLinks.customerId, customerId)));
      if (!row || row.owner !== customerId) throw notFound('The document');
      if (row.link.expiresAt.getTime() <= now.getTime()) throw new DownloadLinkExpired(row.document.id);
      return row.document;
    },
  };
}

export type DocumentLinkService = ReturnType<typeof documentLinkService>;

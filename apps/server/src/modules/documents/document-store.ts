import { createHash, randomUUID } from 'node:crypto';
import type { DocumentKind, UploadType } from '@showroom/domain';
import { and, eq } from 'drizzle-orm';
import { orderDocuments } from '../../db/schema';
import type { FileStore } from '../../platform/files/file-store';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

export const fileExtensions: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export type OrderDocument = typeof orderDocuments.$inferSelect;

/** A new file of an order's document, written to the store before its row (under a key never used before). */
export async function writeDocumentFile(
  files: FileStore,
  orderId: string,
  kind: DocumentKind,
  bytes: Uint8Array,
  contentType: UploadType,
) {
  const slug = kind.toLowerCase().replace(/\s+/g, '-');
  const storageKey = `orders/${orderId.toLowerCase()}/${slug}-${randomUUID()}.${fileExtensions[contentType]}`;
  await files.put(storageKey, bytes, contentType);
  return {
    storageKey,
    contentType,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * Makes a written file the order's current document of its kind (inside the caller's transaction); answers the
 * row and the key of the file it replaced, to delete once the transaction committed.
 */
export async function recordDocument(
  tx: DbExecutor,
  orderId: string,
  kind: DocumentKind,
  file: Awaited<ReturnType<typeof writeDocumentFile>>,
  now: Date,
): Promise<{ document: OrderDocument; replacedKey: string | undefined }> {
  const [previous] = await tx
    .select({ storageKey: orderDocuments.storageKey })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind)));
  const values = { orderId, kind, ...file, createdAt: now };
  const [document] = await tx
    .insert(orderDocuments)
    .values(values)
    .onConflictDoUpdate({ target: [orderDocuments.orderId, orderDocuments.kind], set: values })
    .returning();
  if (!document) throw new Error('The document row was not written.');
  return { document, replacedKey: previous?.storageKey };
}

/**
 * Writes a new file of an order's document, lets `work` record it in a transaction and removes whichever file lost:
 * the replaced one once `work` committed, the new one when it failed.
 */
export async function storeDocument(
  files: FileStore,
  orderId: string,
  kind: DocumentKind,
  bytes: Uint8Array,
  work: (
    file: Awaited<ReturnType<typeof writeDocumentFile>>,
  ) => Promise<{ document: OrderDocument; replacedKey?: string | undefined }>,
): Promise<OrderDocument> {
  const file = await writeDocumentFile(files, orderId, kind, bytes, 'application/pdf');
  try {
    const result = await work(file);
    if (result.replacedKey) await files.delete(result.replacedKey);
    return result.document;
  } catch (error) {
    await files.delete(file.storageKey);
    throw error;
  }
}

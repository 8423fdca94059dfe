import { and, eq } from 'drizzle-orm';
import { contractAttachments, contractSignatures, orderDocuments } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { OrderDocument } from '../documents';

/* Where an order's contract stands: signed, attached by staff, or a draft generated from the order. */

export const alreadySigned = () =>
  new AppError(
    409,
    'ContractAlreadySigned',
    'Your contract is already signed. A new version can only be issued by the Cadillac Sales Team.',
  );

export async function signatureOf(tx: DbExecutor, orderId: string) {
  const [signature] = await tx
    .select()
    .from(contractSignatures)
    .where(eq(contractSignatures.orderId, orderId));
  return signature;
}

/** The order's current contract document (signed, attached or the last draft), if any. */
export async function contractDocumentOf(
  tx: DbExecutor,
  orderId: string,
): Promise<OrderDocument | undefined> {
  const [document] = await tx
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'Contract')));
  return document;
}

/**
 * The PDF staff attached as the order's contract, while it is still the current contract document (the same
 * SHA-256); undefined when the contract is generated from the order.
 */
export async function attachedContractOf(
  tx: DbExecutor,
  orderId: string,
): Promise<{ document: OrderDocument; fileName: string; attachedAt: Date } | undefined> {
  const [row] = await tx
    .select({ document: orderDocuments, attachment: contractAttachments })
    .from(contractAttachments)
    .innerJoin(orderDocuments, eq(orderDocuments.id, contractAttachments.documentId))
    .where(eq(contractAttachments.orderId, orderId));
  if (!row || row.document.sha256 !== row.attachment.sha256) return undefined;
  return { document: row.document, fileName: row.attachment.fileName, attachedAt: row.attachment.attachedAt };
}

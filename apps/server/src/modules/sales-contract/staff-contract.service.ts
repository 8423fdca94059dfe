import type { attachStaffContract, ParsedBodyOf, StaffContractData } from '@showroom/contract';
import { maxUploadBytes } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { contractAttachments, customers, orders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { AppError, badField, notFound } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { PdfInspector, PdfVerdict } from '../documents';
import { looksLikePdf, recordDocument, storeDocument } from '../documents';
import { orderFactsOf } from '../order-tracker';
import type { StaffMember } from '../staff';
import { actor, recordStaffAction } from '../staff';
import { contractContentOf } from './contract-content';
import { contractPdf } from './contract-pdf';
import { attachedContractOf, contractDocumentOf, signatureOf } from './contract-state';

const signedAlready = () =>
  new AppError(
    409,
    'ContractAlreadySigned',
    'The customer has already signed this contract, so it can no longer be regenerated or replaced.',
  );

const notPdf = 'The contract must be a PDF file; this file is not one.';
const pdfRefusals: Record<Exclude<PdfVerdict, 'plain'>, string> = {
  activeContent: 'PDFs with scripts, actions or embedded files cannot be attached.',
  unreadable: notPdf,
  tooComplex: 'This PDF is too large or complex to check; please attach a simpler one.',
};

/**
 * The uploaded file's bytes when they are a plain PDF of at most 10 MB (read from the content, not the name),
 * judged as the customers' uploads are (`documents/pdf-inspector.ts`).
 */
async function checkedPdf(base64: string, pdfs: PdfInspector): Promise<Uint8Array> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > maxUploadBytes) throw badField('file', 'The file is larger than 10 MB.');
  if (!looksLikePdf(bytes)) throw badField('file', notPdf);
  const verdict = await pdfs.inspect(bytes);
  if (verdict !== 'plain') throw badField('file', pdfRefusals[verdict]);
  return bytes;
}

/** Where the order's contract stands, for the back office (and the audit log's before and after). */
async function contractOf(tx: DbExecutor, orderId: string): Promise<StaffContractData> {
  const [signature, attached, document] = await Promise.all([
    signatureOf(tx, orderId),
    attachedContractOf(tx, orderId),
    contractDocumentOf(tx, orderId),
  ]);
  const status = signature ? 'signed' : attached ? 'attached' : document ? 'draft' : 'none';
  return {
    status,
    document: document
      ? {
          id: document.id,
          sha256: document.sha256,
          byteSize: document.byteSize,
          createdAt: document.createdAt.toISOString(),
          fileName: attached?.fileName ?? null,
        }
      : null,
    signedAt: signature?.signedAt.toISOString() ?? null,
    signedBy: signature?.fullName ?? null,
  };
}

/**
 * Staff issue the contract before the customer signs (issue 22): regenerate it from the order as it stands, or
 * attach a PDF the customer then reviews and signs as it is. Both lock the order, refuse a signed contract (409)
 * and are audited with the contract before and after (document id and SHA-256) in the same transaction.
 */
export function staffContractService(deps: { db: Db; clock: Clock; files: FileStore; pdfs: PdfInspector }) {
  const { db, clock, files } = deps;

  async function orderOf(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status === 'NoActivity') throw notFound('The order');
    if (order.status === 'Cancelled') {
      throw new AppError(409, 'OrderCancelled', 'The order is cancelled, so its contract cannot change.');
    }
    return order;
  }

  /** Writes `bytes` as the order's contract; `change` runs in the transaction after the checks and the write. */
  async function issue(
    orderId: string,
    bytes: Uint8Array,
    staff: StaffMember,
    action: string,
    change: (tx: DbExecutor, documentId: string, sha256: string) => Promise<unknown>,
  ) {
    const now = clock.now();
    await storeDocument(files, orderId, 'Contract', bytes, (file) =>
      db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        if (await signatureOf(tx, orderId)) throw signedAlready();
        const before = await contractOf(tx, orderId);
        const result = await recordDocument(tx, orderId, 'Contract', file, now);
        await change(tx, result.document.id, result.document.sha256);
        const after = await contractOf(tx, orderId);
        await recordStaffAction(
          tx,
          { ...actor(staff), action, entity: 'order', entityId: orderId, before, after },
          now,
        );
        return result;
      }),
    );
    return contractOf(db, orderId);
  }

  return {
    async contract(orderId: string): Promise<StaffContractData> {
      await orderOf(orderId);
      return contractOf(db, orderId);
    },

    /** The bytes of the order's current contract document, for staff to read. */
    async file(orderId: string) {
      const document = await contractDocumentOf(db, (await orderOf(orderId)).id);
      const bytes = document ? await files.get(document.storageKey) : undefined;
      if (!bytes) throw notFound('The contract');
      return bytes;
    },

    /** A contract generated now from the order (after a price correction, or instead of an attached PDF). */
    async regenerate(orderId: string, staff: StaffMember): Promise<StaffContractData> {
      const order = await orderOf(orderId);
      if (await signatureOf(db, orderId)) throw signedAlready();
      const [customer] = order.customerId
        ? await db.select().from(customers).where(eq(customers.id, order.customerId))
        : [];
      const now = clock.now();
      const bytes = await contractPdf(
        contractContentOf(order, customer, await orderFactsOf(db, order, now), now),
        now,
      );
      return issue(orderId, bytes, staff, 'contract-regenerated', (tx) =>
        tx.delete(contractAttachments).where(eq(contractAttachments.orderId, orderId)),
      );
    },

    /** A PDF staff upload becomes the contract the customer reviews and signs. */
    async attach(
      body: ParsedBodyOf<typeof attachStaffContract>,
      staff: StaffMember,
    ): Promise<StaffContractData> {
      const bytes = await checkedPdf(body.file, deps.pdfs);
      await orderOf(body.orderId);
      if (await signatureOf(db, body.orderId)) throw signedAlready();
      const attachedAt = clock.now();
      return issue(body.orderId, bytes, staff, 'contract-attached', (tx, documentId, sha256) => {
        const row = { documentId, sha256, fileName: body.fileName, attachedAt };
        return tx
          .insert(contractAttachments)
          .values({ orderId: body.orderId, ...row })
          .onConflictDoUpdate({ target: contractAttachments.orderId, set: row });
      });
    },
  };
}

export type StaffContractService = ReturnType<typeof staffContractService>;

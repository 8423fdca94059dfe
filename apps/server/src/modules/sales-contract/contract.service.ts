import type { ParsedBodyOf, signContract } from '@showroom/contract';
import { validFullName } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { contractSignatures, orderDocuments, orders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { AppError, badField } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { CurrentSession, Customer } from '../auth';
import { requireRecentSignIn } from '../auth';
import { type OrderDocument, orderOfSignedInOwner, recordDocument, storeDocument } from '../documents';
import type { OrderRow, OrderService } from '../order';
import { orThrow, recordOrderEvent } from '../order-progress';
import { orderFactsOf } from '../order-tracker';
import { contractContentOf } from './contract-content';
import { contractPdf } from './contract-pdf';
import { alreadySigned, attachedContractOf, contractDocumentOf, signatureOf } from './contract-state';

const contractChanged = () =>
  new AppError(
    409,
    'ContractChanged',
    'The Cadillac Sales Team has just issued a new version of your contract. Please review it before signing.',
  );

/** Locks the order row for the rest of the transaction: staff issuing a contract and signing take turns. */
const lockOrder = (tx: DbExecutor, orderId: string) =>
  tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');

/**
 * The vehicle sales order contract (spec 002 sections 4 and 5 "Contract signing"): a draft to review, generated
 * from the order while it is unsigned (or the PDF staff attached instead: `contract_attachments`), and the signed
 * PDF, generated once at signing (or the attached PDF itself) and never replaced online.
 */
export function contractService(deps: {
  db: Db;
  clock: Clock;
  files: FileStore;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
}) {
  const stored = (orderId: string, bytes: Uint8Array, work: Parameters<typeof storeDocument>[4]) =>
    storeDocument(deps.files, orderId, 'Contract', bytes, work);

  async function signedContractOf(orderId: string): Promise<OrderDocument | undefined> {
    const [row] = await deps.db
      .select({ document: orderDocuments })
      .from(contractSignatures)
      .innerJoin(orderDocuments, eq(orderDocuments.id, contractSignatures.documentId))
      .where(eq(contractSignatures.orderId, orderId));
    return row?.document;
  }

  /** Signs the PDF staff attached, if it is still the order's contract when the order is locked. */
  async function signAttached(
    orderId: string,
    document: OrderDocument,
    signer: { customerId: string; fullName: string; signedAt: Date; ipAddress: string },
  ) {
    await deps.db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const recorded = await recordOrderEvent(
        tx,
        orderId,
        { type: 'ContractSigned' },
        { kind: 'customer', id: signer.customerId },
        signer.signedAt,
      );
      if (await signatureOf(tx, orderId)) throw alreadySigned();
      orThrow(recorded);
      const current = await attachedContractOf(tx, orderId);
      if (current?.document.id !== document.id || current.document.sha256 !== document.sha256) {
        throw contractChanged();
      }
      await tx
        .insert(contractSignatures)
        .values({ orderId, documentId: document.id, ...signer, sha256: document.sha256 });
    });
    return { signedAt: signer.signedAt.toISOString(), sha256: document.sha256, documentKey: document.id };
  }

  return {
    /** The contract to show: the signed one, the one staff attached, or a draft made now from the order. */
    async latestContract(order: OrderRow, customer: Customer | undefined): Promise<OrderDocument> {
      const signed = await signedContractOf(order.id);
      if (signed) return signed;
      const attached = await attachedContractOf(deps.db, order.id);
      if (attached) return attached.document;
      const now = deps.clock.now();
      const content = contractContentOf(order, customer, await orderFactsOf(deps.db, order, now), now);
      return stored(order.id, await contractPdf(content, now), (file) =>
        deps.db.transaction(async (tx) => {
          await lockOrder(tx, order.id);
          if (await signatureOf(tx, order.id)) throw alreadySigned();
          if (await attachedContractOf(tx, order.id)) throw contractChanged();
          return recordDocument(tx, order.id, 'Contract', file, now);
        }),
      );
    },

    /**
     * Signs for the signed-in owner who entered their password within 15 minutes: records the event (the tracker
     * moves on), the signed PDF and who signed, when, from where and the PDF's SHA-256, in one transaction. A PDF
     * staff attached is signed as it is: the signature names its SHA-256.
     */
    async sign(body: ParsedBodyOf<typeof signContract>, session: CurrentSession, ipAddress: string) {
      requireRecentSignIn(session, deps.clock);
      const fullName = validFullName(body.FullName);
      if (!fullName) throw badField('FullName', 'Require Valid Full Name');
      const { order, customer } = await orderOfSignedInOwner(deps.orders, body, session.customer.id);
      const signedAt = deps.clock.now();
      const signer = { customerId: session.customer.id, fullName, signedAt, ipAddress };
      // The signature is bound to the version the customer reviewed (security probe N7): staff may have
      // regenerated or attached another since.
      const reviewed = body.ContractSha256;
      const attached = await attachedContractOf(deps.db, order.id);
      if (attached) {
        if (attached.document.sha256 !== reviewed) throw contractChanged();
        return signAttached(order.id, attached.document, signer);
      }
      if ((await contractDocumentOf(deps.db, order.id))?.sha256 !== reviewed) throw contractChanged();
      const facts = await orderFactsOf(deps.db, order, signedAt);
      const signature = { fullName, signedAt: signedAt.toISOString(), ipAddress };
      const bytes = await contractPdf(
        contractContentOf(order, customer, facts, signedAt, signature),
        signedAt,
      );
      const document = await stored(order.id, bytes, (file) =>
        deps.db.transaction(async (tx) => {
          const recorded = await recordOrderEvent(
            tx,
            order.id,
            { type: 'ContractSigned' },
            { kind: 'customer', id: session.customer.id },
            signedAt,
          );
          if (await signatureOf(tx, order.id)) throw alreadySigned();
          orThrow(recorded);
          if (await attachedContractOf(tx, order.id)) throw contractChanged();
          if ((await contractDocumentOf(tx, order.id))?.sha256 !== reviewed) throw contractChanged();
          const result = await recordDocument(tx, order.id, 'Contract', file, signedAt);
          await tx.insert(contractSignatures).values({
            orderId: order.id,
            documentId: result.document.id,
            customerId: session.customer.id,
            fullName,
            signedAt,
            ipAddress,
            sha256: file.sha256,
          });
          return result;
        }),
      );
      return { signedAt: signedAt.toISOString(), sha256: document.sha256, documentKey: document.id };
    },
  };
}

export type ContractService = ReturnType<typeof contractService>;

import type { getDocuments, getSpecificDocument, ParsedBodyOf } from '@showroom/contract';
import type { DocumentKind } from '@showroom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { contractSignatures, orderDocuments } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { notFound } from '../../platform/http/app-error';
import type { Customer } from '../auth';
import type { OrderRow, OrderService } from '../order';
import type { DocumentLinkService } from './document-links';
import { fileExtensions, type OrderDocument } from './document-store';
import { currentPaymentSummary, hasPaymentSummary } from './payment-summary-document';
import { orderOfSignedInOwner } from './signed-in-owner';

const reportNames: Record<DocumentKind, string> = {
  Contract: 'Vehicle Sales Order Contract',
  PaymentSummary: 'Payment Summary',
  'Drive License Front': 'Driver Licence (front)',
  'Drive License Back': 'Driver Licence (back)',
};

/**
 * The customer's contract as the documents list shows it: the sales contract module answers it (app.ts passes it in),
 * so the documents sit below the contract that stores its PDFs through them.
 */
export interface LatestContract {
  latestContract(order: OrderRow, customer: Customer | undefined): Promise<OrderDocument>;
}

/** The order's documents for its signed-in owner (spec 002 sections 3 "Documents" and 7), with expiring links. */
export function documentsService(deps: {
  db: Db;
  clock: Clock;
  files: FileStore;
  links: DocumentLinkService;
  contracts: LatestContract;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
}) {
  const withLinks = async (document: OrderDocument, customerId: string, signed: boolean) => ({
    document,
    reportName:
      document.kind === 'Contract' && !signed
        ? `${reportNames.Contract} (draft)`
        : reportNames[document.kind],
    ...(await deps.links.create(document.id, customerId, deps.clock.now())),
  });

  return {
    /**
     * Every document: the licence images, the signed contract (a draft is not a document yet) and, once the order
     * is placed, its payment summary as of now.
     */
    async list(body: ParsedBodyOf<typeof getDocuments>, customerId: string) {
      const { order } = await orderOfSignedInOwner(deps.orders, body, customerId);
      await currentPaymentSummary(deps, order, deps.clock.now());
      const rows = await deps.db
        .select({ document: orderDocuments, signedBy: contractSignatures.customerId })
        .from(orderDocuments)
        .leftJoin(contractSignatures, eq(contractSignatures.documentId, orderDocuments.id))
        .where(eq(orderDocuments.orderId, order.id))
        .orderBy(orderDocuments.kind);
      const shown = rows.filter(({ document, signedBy }) =>
        document.kind === 'Contract'
          ? signedBy
          : document.kind !== 'PaymentSummary' || hasPaymentSummary(order),
      );
      return Promise.all(
        shown.map(async (row) => {
          const linked = await withLinks(row.document, customerId, true);
          return {
            reportName: linked.reportName,
            reportType: row.document.kind,
            key: row.document.id,
            contentType: row.document.contentType,
            url: linked.url,
            downloadUrl: linked.downloadUrl,
          };
        }),
      );
    },

    /**
     * The latest document of each kind asked for; the contract is the signed one, or a fresh draft to review; the
     * payment summary is generated now (placed orders only).
     */
    async specific(body: ParsedBodyOf<typeof getSpecificDocument>, customerId: string) {
      const { order, customer } = await orderOfSignedInOwner(deps.orders, body, customerId);
      const kinds = [...new Set(body.Documents)];
      const found: { document: OrderDocument; signed: boolean }[] = [];
      if (kinds.includes('Contract')) {
        const contract = await deps.contracts.latestContract(order, customer);
        const [signature] = await deps.db
          .select({ id: contractSignatures.orderId })
          .from(contractSignatures)
          .where(eq(contractSignatures.documentId, contract.id));
        found.push({ document: contract, signed: Boolean(signature) });
      }
      if (kinds.includes('PaymentSummary')) {
        const summary = await currentPaymentSummary(deps, order, deps.clock.now());
        if (summary) found.push({ document: summary, signed: false });
      }
      const others = kinds.filter((kind) => kind !== 'Contract' && kind !== 'PaymentSummary');
      if (others.length > 0) {
        const rows = await deps.db
          .select()
          .from(orderDocuments)
          .where(and(eq(orderDocuments.orderId, order.id), inArray(orderDocuments.kind, others)));
        found.push(...rows.map((document) => ({ document, signed: false })));
      }
      if (found.length === 0) throw notFound('The document');
      return Promise.all(
        found.map(async ({ document, signed }) => {
          const linked = await withLinks(document, customerId, signed);
          return {
            reportName: linked.reportName,
            reportType: document.kind,
            displayUrl: linked.url,
            key: document.id,
            sha256: document.sha256,
            downloadUrl: linked.downloadUrl,
          };
        }),
      );
    },

    /** The bytes behind a link, for the customer it was made for, while it lasts. */
    /** A new link to a document of this customer's (whose old link ran out), as get-specific-document makes. */
    renewLink(documentId: string, customerId: string) {
      return deps.links.create(documentId, customerId, deps.clock.now());
    },

    async file(token: string, customerId: string) {
      const document = await deps.links.resolve(token, customerId, deps.clock.now());
      const bytes = await deps.files.get(document.storageKey);
      if (!bytes) throw notFound('The document');
      const name = reportNames[document.kind].replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
      return { document, bytes, fileName: `${name}.${fileExtensions[document.contentType]}` };
    },
  };
}

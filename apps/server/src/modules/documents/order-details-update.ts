import type { ParsedBodyOf, updateOrderDetails } from '@showroom/contract';
import {
  type CountryCode,
  type LicenceImageKind,
  licenceImageKinds,
  localDate,
  orderDetailsTexts,
  timeZoneOf,
} from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { orderDocuments, orders } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { AppError, badField } from '../../platform/http/app-error';
import type { OrderService } from '../order';
import { orThrow, recordOrderEvent } from '../order-progress';
import { recordDocument, writeDocumentFile } from './document-store';
import type { PdfInspector } from './pdf-inspector';
import { orderOfSignedInOwner } from './signed-in-owner';
import { checkUpload } from './upload-check';

type Body = ParsedBodyOf<typeof updateOrderDetails>;

const columns = {
  DriveLicenseNumber: 'driveLicenceNumber',
  DriveLicenseExpDate: 'driveLicenceExpiry',
  BillingAddress: 'billingAddress',
  BillingSuburb: 'billingSuburb',
  BillingPostCode: 'billingPostcode',
  BillingState: 'billingState',
  RegoAddress: 'regoAddress',
  RegoSuburb: 'regoSuburb',
  RegoPostCode: 'regoPostcode',
  RegoState: 'regoState',
} as const;

/** The checked files of the request (checked side by side), or the 400 naming the first bad one (`docs.N.Content`). */
async function checkedFiles(docs: Body['docs'], pdfs: PdfInspector) {
  const checks = await Promise.all(
    docs.map(async (doc) => ({
      kind: doc.DocumentType,
      checked: await checkUpload(new Uint8Array(Buffer.from(doc.Content, 'base64')), pdfs),
    })),
  );
  return checks.map(({ kind, checked }, index) => {
    if (!checked.ok) throw badField(`docs.${index}.Content`, checked.message);
    return { kind, ...checked };
  });
}

/**
 * "Provide your details" (spec 002 sections 3, 7 update-order-details and 8): the signed-in owner saves what they
 * have, or submits everything (the licence, billing and registration details and both sides of the licence), which
 * records DetailsProvided and opens the contract for signing. Details are fixed once the contract is signed.
 */
export function orderDetailsUpdate(deps: {
  db: Db;
  clock: Clock;
  files: FileStore;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  pdfs: PdfInspector;
}) {
  return async (body: Body, customerId: string) => {
    const details = body.customerDetails;
    const { order } = await orderOfSignedInOwner(deps.orders, details, customerId);
    if (order.status !== 'Ordered') {
      throw new AppError(
        409,
        'DetailsLocked',
        order.milestones.contractSigned
          ? 'Your contract is signed, so your details can no longer be changed online. Please call us to change them.'
          : 'Your details cannot be changed for this order as it stands.',
      );
    }
    const now = deps.clock.now();
    const today = localDate(now, timeZoneOf(order.country as CountryCode, order.state ?? undefined));
    if (details.DriveLicenseExpDate && details.DriveLicenseExpDate < today) {
      throw badField('customerDetails.DriveLicenseExpDate', 'Require Valid Licence Expiry Date');
    }
    const files = await checkedFiles(body.docs, deps.pdfs);
    if (details.Submit) {
      const stored = await deps.db
        .select({ kind: orderDocuments.kind })
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, order.id));
      const have = new Set<string>([...stored.map((row) => row.kind), ...files.map((file) => file.kind)]);
      if (!licenceImageKinds.every((kind) => have.has(kind))) {
        throw badField('docs', orderDetailsTexts.licenceImagesRequired);
      }
    }
    const written: { kind: LicenceImageKind; file: Awaited<ReturnType<typeof writeDocumentFile>> }[] = [];
    try {
      for (const file of files) {
        written.push({
          kind: file.kind,
          file: await writeDocumentFile(deps.files, order.id, file.kind, file.bytes, file.contentType),
        });
      }
      const replaced = await deps.db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        const given = Object.entries(columns).filter(
          ([field]) => details[field as keyof typeof columns] !== '',
        );
        if (given.length > 0) {
          const set = Object.fromEntries(
            given.map(([field, column]) => [column, details[field as keyof typeof columns]]),
          );
          await tx.update(orders).set(set).where(eq(orders.id, order.id));
        }
        const keys = [];
        for (const { kind, file } of written) {
          keys.push((await recordDocument(tx, order.id, kind, file, now)).replacedKey);
        }
        if (details.Submit) {
          orThrow(
            await recordOrderEvent(
              tx,
              order.id,
              { type: 'DetailsProvided' },
              { kind: 'customer', id: customerId },
              now,
            ),
          );
        }
        return keys;
      });
      for (const key of replaced) if (key) await deps.files.delete(key);
    } catch (error) {
      for (const { file } of written) await deps.files.delete(file.storageKey);
      throw error;
    }
    return details.Submit
      ? { message: orderDetailsTexts.submitted, submitted: true }
      : { message: orderDetailsTexts.saved, submitted: false };
  };
}

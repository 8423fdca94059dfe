import { isPlacedStatus, type OrderStatus } from '@showroom/domain';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/file-store';
import { orderPaymentSummary } from '../balance';
import type { OrderRow } from '../order';
import { type OrderDocument, recordDocument, storeDocument } from './document-store';

/** A placed order has a payment summary to show; an order still at checkout has none. */
export const hasPaymentSummary = (order: Pick<OrderRow, 'status'>) =>
  isPlacedStatus(order.status as OrderStatus);

/**
 * The order's PaymentSummary document generated now from the balance's figures (the Arrange Payment dialog's), kept
 * as the order's current one so an expiring link can name it; undefined for an order not placed.
 */
export async function currentPaymentSummary(
  deps: { db: Db; files: FileStore },
  order: OrderRow,
  now: Date,
): Promise<OrderDocument | undefined> {
  if (!hasPaymentSummary(order)) return undefined;
  const { pdf } = await orderPaymentSummary(deps.db, order, now);
  return storeDocument(deps.files, order.id, 'PaymentSummary', pdf, (file) =>
    deps.db.transaction((tx) => recordDocument(tx, order.id, 'PaymentSummary', file, now)),
  );
}

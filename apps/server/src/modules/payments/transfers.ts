import { balancePayments } from '../../db/schema';
import { badField } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import { ledgerOf } from './ledger';

export interface Transfer {
  amountCents: number;
  /** The day the bank credited it (YYYY-MM-DD). */
  receivedOn: string;
  reference: string | null;
  recordedBy: string;
}

/**
 * A balance payment received by bank transfer, written to the ledger in the caller's transaction (which holds the
 * order's lock): never more than is still owed (a 400 naming `amountCents`). Answers its id and what is owed after it.
 */
export async function recordTransfer(
  tx: DbExecutor,
  order: Parameters<typeof ledgerOf>[1],
  transfer: Transfer,
  at: Date,
): Promise<{ id: string; balanceCents: number }> {
  const owed = (await ledgerOf(tx, order)).balanceCents;
  if (transfer.amountCents > owed) {
    throw badField('amountCents', `The amount is more than the ${owed} cents still owed on the order.`);
  }
  const [row] = await tx
    .insert(balancePayments)
    .values({ orderId: order.id, ...transfer, recordedAt: at })
    .returning({ id: balancePayments.id });
  if (!row) throw new Error('The balance payment was not stored.');
  return { id: row.id, balanceCents: owed - transfer.amountCents };
}

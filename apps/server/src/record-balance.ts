import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { orders } from './db/schema';
import { readEnv } from './env';
import { balanceRecorder } from './modules/balance';
import { systemClock } from './platform/clock';
import { openDatabase, runMigrations } from './platform/db';
import { AppError } from './platform/http/app-error';

const usage =
  'Usage: npm run record-balance -- <order number SR-… or order id> <amount in cents> <received on YYYY-MM-DD> --by <staff id> [--reference <text>]';

/**
 * `npm run record-balance -- SR-100001 5000000 2027-03-02 --by jane.doe`: records a bank transfer towards an
 * order's balance as the back office does (balance-recorder.ts). The tracker's Pay Your Balance step finishes once
 * nothing is owed, and the customer's receipt email waits in the outbox for the running shop to send. On the
 * embedded database stop the shop first (it allows one process).
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, reference: { type: 'string' } },
  });
  const [orderRef, amount, receivedOn] = positionals;
  if (!orderRef || !amount || !receivedOn || !values.by) throw new Error(usage);
  const env = readEnv();
  const { database, release } = await openDatabase(env);
  try {
    await runMigrations(database);
    const number = /^SR-(\d+)$/i.exec(orderRef)?.[1];
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(number ? eq(orders.orderNo, Number(number)) : eq(orders.id, orderRef));
    if (!order) throw new Error(`No order ${orderRef}.`);
    const recorded = await balanceRecorder({
      db: database.db,
      clock: systemClock,
      publicOrigin: env.PUBLIC_ORIGIN,
    }).recordBalancePayment(
      { orderId: order.id, amountCents: Number(amount), receivedOn, reference: values.reference },
      { staffId: values.by },
    );
    console.info(
      recorded.paidInFull
        ? `Recorded. ${orderRef} is paid in full; the receipt email is queued.`
        : `Recorded. ${orderRef} still owes ${recorded.balanceCents} cents; the receipt email is queued.`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  const detail = error instanceof AppError && error.details?.[0] ? ` (${error.details[0].field})` : '';
  console.error(`${error instanceof Error ? error.message : error}${detail}`);
  process.exit(1);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statusWriteProblems } from './status-writers.mjs';

const elsewhere = 'apps/server/src/modules/order/order.repository.ts';

test('refuses payment and refund writes outside the payments module', () => {
  const source =
    "await tx.update(orderPayments).set({ status: 'authorised' });\nawait tx.insert(depositRefundsDue).values(row);";
  const problems = statusWriteProblems(elsewhere, source);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /order\.repository\.ts:1 updates orderPayments/);
  assert.match(problems[1], /:2 inserts depositRefundsDue/);
});

test('refuses a stock unit status or hold written outside, but not its other details', () => {
  const status = "tx.update(stockUnits).set({ status: 'available', reservationId: null }).where(x)";
  const hold = 'tx.update(stockUnits)\n  .set({ reservedUntil: until })';
  const details = 'tx.update(stockUnits).set({ arrivalDate: day, fittedOptionIds: f(a, b) }).where(eq(x, y))';
  assert.equal(statusWriteProblems(elsewhere, status).length, 1);
  assert.equal(statusWriteProblems(elsewhere, hold).length, 1);
  assert.deepEqual(statusWriteProblems(elsewhere, details), []);
  assert.equal(
    statusWriteProblems(elsewhere, "tx.insert(stockUnits).values({ vin, status: 'sold' })").length,
    1,
  );
  assert.deepEqual(statusWriteProblems(elsewhere, 'tx.insert(stockUnits).values({ vin, country })'), []);
});

test('refuses the same writes in SQL text', () => {
  assert.equal(statusWriteProblems(elsewhere, "sql`update stock_units set status = 'sold'`").length, 1);
  assert.equal(statusWriteProblems(elsewhere, 'sql`UPDATE "order_payments" SET x = 1`').length, 1);
});

test('lets the payments module, migrations, the seed and tests write them', () => {
  const source = "tx.update(orderPayments).set({ status: 'refunded' })";
  for (const path of [
    'apps/server/src/modules/payments/payment-attempts.ts',
    'apps/server/src/db/migrations/0024_payment-ledger.sql',
    'apps/server/src/modules/order/order-checkout.test.ts',
    'apps/server/test/support/checkout-fixtures.ts',
  ]) {
    assert.deepEqual(statusWriteProblems(path, source), [], path);
  }
});

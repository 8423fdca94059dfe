import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it, vi } from 'vitest';

/*
 * The hold's limits are the domain's constants, not numbers restated in SQL: with nothing changed but the domain's
 * `maxReservationExtensions`, the orders table's check constraint and the extension guard follow it.
 */
const dialect = new PgDialect({ casing: 'snake_case' });

async function holdSqlWith(maxReservationExtensions: number) {
  vi.resetModules();
  vi.doMock('@showroom/domain', async (original) => ({
    ...(await original<typeof import('@showroom/domain')>()),
    maxReservationExtensions,
  }));
  const { extensionCountCheck, extensionLeft } = await import('./hold-rules');
  const { orders } = await import('./orders');
  const { getTableConfig } = await import('drizzle-orm/pg-core');
  const check = getTableConfig(orders).checks.find((c) => c.name === 'orders_extension_count_check');
  return {
    constraint: check ? dialect.sqlToQuery(check.value).sql : undefined,
    fromHelper: dialect.sqlToQuery(extensionCountCheck(orders.extensionCount)).sql,
    guard: dialect.sqlToQuery(extensionLeft(orders.extensionCount)).sql,
  };
}

afterAll(() => {
  vi.doUnmock('@showroom/domain');
  vi.resetModules();
});

describe('hold limits in SQL', () => {
  it('are written from the domain constant (2 extensions today)', async () => {
    const sql = await holdSqlWith(2);
    expect(sql.constraint).toBe('"orders"."extension_count" between 0 and 2');
    expect(sql.guard).toBe('"orders"."extension_count" < 2');
  });

  it('follow the constant when only the constant changes', async () => {
    const sql = await holdSqlWith(5);
    expect(sql.constraint).toBe('"orders"."extension_count" between 0 and 5');
    expect(sql.fromHelper).toBe(sql.constraint);
    expect(sql.guard).toBe('"orders"."extension_count" < 5');
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../../test/support/file-store-contract';
import { createTestDatabase } from '../../../test/support/test-db';
import { storedFileChunks } from '../../db/schema';
import type { Database } from '../db';
import { chunkBytes, pgFileStore } from './pg-file-store';

/* The files kept in the shop's own database: the same promises as the disk and S3 stores, in 1 MB rows. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the PostgreSQL file store', () => {
  fileStoreContract(() => pgFileStore(database.db));

  it('keeps a large file in 1 MB rows and gives it back whole, then lists and removes it with its rows', async () => {
    const store = pgFileStore(database.db);
    const bytes = new Uint8Array(randomBytes(2 * chunkBytes + 12_345));
    await store.put('orders/o-big/licence-front.png', bytes, 'image/png');
    const rows = await database.db
      .select({ part: storedFileChunks.part, bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.key, 'orders/o-big/licence-front.png'));
    expect(rows.map((row) => [row.part, row.bytes.length]).sort()).toEqual([
      [0, chunkBytes],
      [1, chunkBytes],
      [2, 12_345],
    ]);
    expect(Buffer.from((await store.get('orders/o-big/licence-front.png')) ?? [])).toEqual(
      Buffer.from(bytes),
    );

    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toContain('orders/o-big/licence-front.png');

    await store.put('orders/o-big/licence-front.png', new Uint8Array([7]), 'image/png');
    expect(await store.get('orders/o-big/licence-front.png')).toEqual(new Uint8Array([7]));
    await store.delete('orders/o-big/licence-front.png');
    expect(
      await database.db
        .select()
        .from(storedFileChunks)
        .where(eq(storedFileChunks.key, 'orders/o-big/licence-front.png')),
    ).toEqual([]);
  });
});

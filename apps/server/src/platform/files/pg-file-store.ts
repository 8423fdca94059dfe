import { asc, eq, sql } from 'drizzle-orm';
import { storedFileChunks, storedFiles } from '../../db/schema';
import type { Db } from '../db';
import { checkedKey, type ListableFileStore } from './file-store';

/** Rows of at most 1 MB: a 10 MB licence image is ten rows, and no single value strains the connection. */
export const chunkBytes = 1024 * 1024;

/**
 * Files in the shop's own PostgreSQL (tables `stored_files` and `stored_file_chunks`): the default whenever the
 * database is PostgreSQL and no S3 bucket is set, so every instance serves every file and a database backup holds
 * them. A write replaces the file in one transaction, so a reader sees the old bytes or the new, never a mix.
 */
export function pgFileStore(db: Db): ListableFileStore {
  return {
    kind: 'postgres',
    async put(key, bytes, contentType) {
      checkedKey(key);
      await db.transaction(async (tx) => {
        const file = { key, contentType, byteSize: bytes.length, storedAt: new Date() };
        // The upsert locks the file's row: two writes of one key run one after the other.
        await tx.insert(storedFiles).values(file).onConflictDoUpdate({ target: storedFiles.key, set: file });
        await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
        for (let part = 0; part * chunkBytes < bytes.length; part++) {
          const piece = bytes.subarray(part * chunkBytes, (part + 1) * chunkBytes);
          await tx.insert(storedFileChunks).values({ key, part, bytes: piece });
        }
      });
    },
    async get(key) {
      checkedKey(key);
      // One statement, one snapshot: the file's row and all its pieces as of the same moment.
      const rows = await db
        .select({ byteSize: storedFiles.byteSize, bytes: storedFileChunks.bytes })
        .from(storedFiles)
        .leftJoin(storedFileChunks, eq(storedFileChunks.key, storedFiles.key))
        .where(eq(storedFiles.key, key))
        .orderBy(asc(storedFileChunks.part));
      const [first] = rows;
      if (!first) return undefined;
      const whole = new Uint8Array(first.byteSize);
      let at = 0;
      for (const { bytes } of rows) {
        if (!bytes) continue;
        whole.set(bytes, at);
        at += bytes.length;
      }
      if (at !== first.byteSize)
        throw new Error(`Stored file ${key} is incomplete (${at} of ${first.byteSize} bytes).`);
      return whole;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
    async *keys() {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .orderBy(sql`${storedFiles.key}`);
      for (const { key } of rows) yield key;
    },
  };
}

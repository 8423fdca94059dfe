import { readEnv } from './env';
import { openDatabase, runMigrations } from './platform/db';
import type { FileStore, ListableFileStore } from './platform/files/file-store';
import { moveFiles } from './platform/files/move-files';
import { pgFileStore } from './platform/files/pg-file-store';
import { diskFileStore, s3StoreOf } from './platform/files/select-file-store';

const usage = 'Usage: npm run files:move -- --from disk|postgres --to postgres|s3';

/**
 * `npm run files:move -- --from disk --to postgres` (after a build): copies every customer file from one store to
 * another and checks each copy byte for byte (docs/operations.md "Files"): DATA_DIR/files into the PostgreSQL of
 * DATABASE_URL, or the PostgreSQL's files into the bucket of S3_BUCKET. The source is left in place.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const from = option('--from');
  const to = option('--to');
  if (!((from === 'disk' && to === 'postgres') || (from === 'postgres' && to === 's3')))
    throw new Error(usage);
  const env = readEnv();
  if (!env.DATABASE_URL) throw new Error(`${usage}\nDATABASE_URL must name the shop's PostgreSQL.`);
  const { S3_BUCKET } = env;
  if (to === 's3' && !S3_BUCKET)
    throw new Error(`${usage}\nS3_BUCKET (and its S3_* settings) must name the bucket.`);
  const { database, release } = await openDatabase(env);
  const s3 = S3_BUCKET ? s3StoreOf({ ...env, S3_BUCKET }) : undefined;
  try {
    await runMigrations(database);
    const source: ListableFileStore = from === 'disk' ? diskFileStore(env) : pgFileStore(database.db);
    const destination: FileStore = to === 's3' && s3 ? s3 : pgFileStore(database.db);
    const moved = await moveFiles(source, destination);
    console.info(
      `${moved.files} files (${moved.bytes} bytes) copied from ${from} to ${to} and checked; the ${from} copies are left in place.`,
    );
  } finally {
    s3?.close();
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

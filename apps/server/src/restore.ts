import { resolve } from 'node:path';
import { readEnv } from './env';
import { restoreBackup } from './platform/backup/restore-backup';
import { lockDataDir } from './platform/db';

const usage = 'Usage: npm run restore -- <backup directory>';

/**
 * `npm run restore -- <dir>` (after a build, the shop stopped): checks a backup of `npm run backup` against its
 * checksums and brings it back into an empty database (a new PostgreSQL database, or an empty DATA_DIR), files
 * included, each checked again (docs/operations.md "Backups and restore").
 */
async function main(): Promise<void> {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error(usage);
  process.umask(0o077);
  const env = readEnv();
  let description: Awaited<ReturnType<typeof restoreBackup>>;
  if (env.DATABASE_URL) {
    description = await restoreBackup(resolve(dir), { kind: 'postgres', url: env.DATABASE_URL });
  } else {
    const dataDir = resolve(env.DATA_DIR);
    const release = await lockDataDir(dataDir, (reason) => {
      process.stderr.write(`The lock on ${dataDir} was lost (${reason}): stopping now.\n`);
      process.exit(1);
    });
    try {
      description = await restoreBackup(resolve(dir), { kind: 'pglite', dataDir });
    } finally {
      release();
    }
  }
  console.info(
    `Restored the backup of ${description.createdAt}: the ${description.database} database and ${description.fileCount} files, every checksum matching.`,
  );
  if (description.files === 's3')
    console.info('The files were in the S3 bucket: restore the bucket to the same moment if it was damaged.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

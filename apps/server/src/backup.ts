import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readEnv } from './env';
import { writeBackup } from './platform/backup/write-backup';
import { lockDataDir, openPglite } from './platform/db';

const usage = 'Usage: npm run backup -- <new directory>';

/**
 * `npm run backup -- <dir>` (after a build): the database and the customers' files of one moment in a new
 * owner-only directory with a checksum list (docs/operations.md "Backups and restore"). On PostgreSQL while the
 * shop serves (pg_dump of a snapshot, the files are in it); on the embedded database with the shop stopped.
 */
async function main(): Promise<void> {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error(usage);
  process.umask(0o077);
  const env = readEnv();
  const filesInS3 = Boolean(env.S3_BUCKET);
  let description: Awaited<ReturnType<typeof writeBackup>>;
  if (env.DATABASE_URL) {
    description = await writeBackup(resolve(dir), { kind: 'postgres', url: env.DATABASE_URL, filesInS3 });
  } else {
    const dataDir = resolve(env.DATA_DIR);
    if (!existsSync(resolve(dataDir, 'db'))) throw new Error(`There is no embedded database in ${dataDir}.`);
    const release = await lockDataDir(dataDir, (reason) => {
      process.stderr.write(`The lock on ${dataDir} was lost (${reason}): stopping now.\n`);
      process.exit(1);
    });
    try {
      const database = await openPglite(resolve(dataDir, 'db'));
      try {
        description = await writeBackup(resolve(dir), {
          kind: 'pglite',
          client: database.client,
          filesDir: resolve(dataDir, 'files'),
          filesInS3,
        });
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
  }
  console.info(
    `Backup written to ${resolve(dir)}: the ${description.database} database and ${description.fileCount} files, with SHA256SUMS.`,
  );
  if (filesInS3)
    console.info(
      'The files are in the S3 bucket and not in this backup: keep the bucket versioned (docs/operations.md).',
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/*
 * A backup is one directory (docs/operations.md "Backups and restore"):
 * - showroom-backup.json: what it holds (below);
 * - database.dump (PostgreSQL, `pg_dump --format=custom`) or database.tar.gz (PGlite's own dump of its directory);
 * - stored-files.sha256 (PostgreSQL): the SHA-256 of every file kept in the database, as of the dump's snapshot;
 * - files/…: the files of DATA_DIR/files (embedded database);
 * - SHA256SUMS: the checksum of every file above.
 */

export const describedIn = 'showroom-backup.json';
export const pgDumpFile = 'database.dump';
export const pgliteDumpFile = 'database.tar.gz';
export const storedFilesList = 'stored-files.sha256';
export const filesDir = 'files';

export const backupDescription = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['postgres', 'pglite']),
  /** Where the customers' files were: in the dump, copied under files/, or in the S3 bucket (not in the backup). */
  files: z.enum(['database', 'disk', 's3']),
  fileCount: z.number().int().nonnegative(),
});
export type BackupDescription = z.infer<typeof backupDescription>;

export async function readDescription(dir: string): Promise<BackupDescription> {
  return backupDescription.parse(JSON.parse(await readFile(join(dir, describedIn), 'utf8')));
}

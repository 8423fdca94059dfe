import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { localFileStore } from '../files/local-file-store';
import { moveFiles } from '../files/move-files';
import {
  type BackupDescription,
  filesDir,
  pgDumpFile,
  pgliteDumpFile,
  readDescription,
  storedFilesList,
} from './backup-format';
import { verifyBackup } from './checksums';
import { runPgTool } from './pg-tools';
import { storedFileChecksums } from './write-backup';

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if (isMissing(error)) return true;
    throw error;
  }
}

/**
 * Brings a backup back, into an empty database only (restoring over a live shop would mix two moments): first the
 * whole backup is checked against its SHA256SUMS, then the database is restored, then every file is checked again
 * where the shop will read it (in the database, or copied back to DATA_DIR/files byte for byte).
 */
export async function restoreBackup(dir: string, target: RestoreTarget): Promise<BackupDescription> {
  await verifyBackup(dir);
  const description = await readDescription(dir);
  if (description.database !== target.kind)
    throw new Error(
      `This is a backup of the ${description.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database: restore it into the same kind (DATABASE_URL set or not).`,
    );
  if (target.kind === 'postgres') await restorePostgres(dir, target.url, description);
  else await restorePglite(dir, target.dataDir, description);
  return description;
}

async function restorePostgres(dir: string, url: string, description: BackupDescription): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      "select count(*) as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]?.tables) > 0)
      throw new Error(
        'The database of DATABASE_URL is not empty: restore into a new one (createdb), then point the shop at it.',
      );
    await runPgTool('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${url}`,
      join(dir, pgDumpFile),
    ]);
    if (description.files !== 'database') return;
    const expected = await readFile(join(dir, storedFilesList), 'utf8');
    const restored = await storedFileChecksums(client);
    if (restored.map((line) => `${line}\n`).join('') !== expected)
      throw new Error(
        'The files in the restored database differ from those listed at backup: do not use it.',
      );
  } finally {
    await client.end();
  }
}

async function restorePglite(dir: string, dataDir: string, description: BackupDescription): Promise<void> {
  const databaseDir = join(dataDir, 'db');
  const filesTarget = join(dataDir, 'files');
  if (!(await isEmptyDir(databaseDir)) || !(await isEmptyDir(filesTarget)))
    throw new Error(`${dataDir} already holds a shop: restore into an empty DATA_DIR.`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const dump = await readFile(join(dir, pgliteDumpFile));
  const client = await PGlite.create({ dataDir: databaseDir, loadDataDir: new Blob([dump]) });
  await client.close();
  if (description.files !== 'disk') return;
  const copied = await moveFiles(localFileStore(join(dir, filesDir)), localFileStore(filesTarget));
  if (copied.files !== description.fileCount)
    throw new Error(`${copied.files} files restored where the backup holds ${description.fileCount}.`);
}

import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { localFileStore } from '../files/local-file-store';
import {
  type BackupDescription,
  describedIn,
  filesDir,
  pgDumpFile,
  pgliteDumpFile,
  storedFilesList,
} from './backup-format';
import { sealBackup } from './checksums';
import { runPgTool } from './pg-tools';

export type BackupSource =
  | { kind: 'postgres'; url: string; filesInS3: boolean }
  | { kind: 'pglite'; client: PGlite; filesDir: string; filesInS3: boolean };

/** The target must be new or empty: a backup never mixes with another. Made owner-only from the start. */
async function newBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if ((await readdir(dir)).length > 0)
    throw new Error(`${dir} is not empty: name a new directory for the backup.`);
}

/**
 * The shop's whole state in one owner-only directory: the database and the customers' files of the same moment,
 * with a checksum list (backup-format.ts). PostgreSQL: `pg_dump` of a snapshot exported by a read-only transaction,
 * which also lists the SHA-256 of every file kept in the database, so the shop keeps serving. PGlite: the caller
 * holds the data directory (the shop is stopped); its own dump of the directory and a copy of DATA_DIR/files.
 */
export async function writeBackup(dir: string, source: BackupSource): Promise<BackupDescription> {
  await newBackupDir(dir);
  const fileCount =
    source.kind === 'postgres' ? await backupPostgres(dir, source) : await backupPglite(dir, source);
  const description: BackupDescription = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.kind,
    files: source.filesInS3 ? 's3' : source.kind === 'postgres' ? 'database' : 'disk',
    fileCount,
  };
  await writeFile(join(dir, describedIn), `${JSON.stringify(description, null, 2)}\n`, { mode: 0o600 });
  await sealBackup(dir);
  return description;
}

async function backupPostgres(dir: string, source: { url: string; filesInS3: boolean }): Promise<number> {
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const dump = runPgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${rows[0]?.snapshot}`,
      `--file=${join(dir, pgDumpFile)}`,
      `--dbname=${source.url}`,
    ]);
    // Handled at once, so a pg_dump failing while the files are listed is reported below, never unhandled.
    const finished = dump.then(
      () => undefined,
      (error: unknown) => error,
    );
    // The same snapshot: the list names exactly the files the dump holds.
    const listed = source.filesInS3
      ? undefined
      : await storedFileChecksums(client).catch(async (error) => {
          await finished;
          throw error;
        });
    const failure = await finished;
    if (failure) throw failure;
    await client.query('commit');
    if (!listed) return 0;
    await writeFile(join(dir, storedFilesList), listed.map((line) => `${line}\n`).join(''), { mode: 0o600 });
    return listed.length;
  } finally {
    await client.end();
  }
}

/** `<sha256>  <key>` of every file kept in the database, read piece by piece, in code-point order of the keys. */
export async function storedFileChecksums(client: pg.ClientBase): Promise<string[]> {
  const { rows: files } = await client.query<{ key: string }>('select key from stored_files order by key');
  const lines: string[] = [];
  for (const { key } of files) {
    const hash = createHash('sha256');
    const { rows } = await client.query<{ bytes: Buffer }>(
      'select bytes from stored_file_chunks where key = $1 order by part',
      [key],
    );
    for (const { bytes } of rows) hash.update(bytes);
    lines.push(`${hash.digest('hex')}  ${key}`);
  }
  // Sorted here, not by the database's collation, which a restored database need not share.
  return lines.sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1));
}

async function backupPglite(
  dir: string,
  source: { client: PGlite; filesDir: string; filesInS3: boolean },
): Promise<number> {
  const dump = await source.client.dumpDataDir('gzip');
  await writeFile(join(dir, pgliteDumpFile), new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  if (source.filesInS3) return 0;
  const from = localFileStore(source.filesDir);
  const to = localFileStore(join(dir, filesDir));
  let count = 0;
  for await (const key of from.keys()) {
    const bytes = await from.get(key);
    if (!bytes) continue;
    await to.put(key, bytes, 'application/octet-stream');
    count++;
  }
  return count;
}

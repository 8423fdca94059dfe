import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The backup and restore of docs/operations.md, as an operator types them: `pg_dump --format=custom` of the live
 * database (a consistent snapshot, taken while the shop serves), then `pg_restore` into a new, empty database.
 */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
}

export async function restoreDatabase(file: string, url: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
}

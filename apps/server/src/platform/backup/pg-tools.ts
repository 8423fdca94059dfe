import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs PostgreSQL's own client tool (`pg_dump`, `pg_restore`) of this machine; a missing tool or a version
 * mismatch is told in the operator's words, with the tool's own message.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(
        `${tool} is not installed. Install PostgreSQL's client tools of the server's major version or newer (Debian: postgresql-client).`,
      );
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

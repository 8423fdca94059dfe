import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory and nothing stops a second one from corrupting it,
 * so the server takes a pid lock file first. A lock left by a dead process is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'showroom.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database at ${dir} is in use by process ${holder}. Stop it, or set DATA_DIR or DATABASE_URL.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

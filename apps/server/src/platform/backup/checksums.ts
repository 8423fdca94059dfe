import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The checksum list of a backup, in `sha256sum` format: `sha256sum -c SHA256SUMS` checks it by hand too. */
export const checksumFile = 'SHA256SUMS';

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(path)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir` (relative, `/`-separated), but the checksum list itself. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== checksumFile)
    .sort();
}

/**
 * Makes the backup readable by its owner only (directories 0700, files 0600, whatever the umask was) and writes
 * the SHA-256 of every file in it to SHA256SUMS.
 */
export async function sealBackup(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await chmod(dir, 0o700);
  for (const entry of entries)
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  const lines: string[] = [];
  for (const path of await filesUnder(dir)) lines.push(`${await sha256OfFile(join(dir, path))}  ${path}`);
  await writeFile(join(dir, checksumFile), `${lines.join('\n')}\n`, { mode: 0o600 });
  return lines.length;
}

/**
 * Checks a backup against its SHA256SUMS before anything is restored: every listed file present with its checksum,
 * and no file that is not listed. Throws naming the first file that differs.
 */
export async function verifyBackup(dir: string): Promise<void> {
  let listed: string;
  try {
    listed = await readFile(join(dir, checksumFile), 'utf8');
  } catch {
    throw new Error(`${dir} is not a whole backup: it has no ${checksumFile}.`);
  }
  const expected = new Map(
    listed
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(66), line.slice(0, 64)] as const),
  );
  const present = await filesUnder(dir);
  for (const path of present)
    if (!expected.has(path))
      throw new Error(`The backup holds ${path}, which its ${checksumFile} does not list.`);
  for (const [path, sha256] of expected) {
    if (!present.includes(path)) throw new Error(`The backup has lost ${path}.`);
    if ((await sha256OfFile(join(dir, path))) !== sha256)
      throw new Error(`${path} differs from the checksum taken at backup: the backup is damaged.`);
  }
}

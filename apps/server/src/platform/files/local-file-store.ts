import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { checkedKey, type ListableFileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root` (`DATA_DIR/files`), readable by the server's user only. A write goes to a
 * temporary file first and is renamed into place, so a reader never sees half a file.
 */
export function localFileStore(root: string): ListableFileStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkedKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *keys() {
      let entries: Dirent[];
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // A `.part` file is a write that never finished: not a file of the store.
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        yield relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
  };
}

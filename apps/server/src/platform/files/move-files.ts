import { createHash } from 'node:crypto';
import type { FileStore, ListableFileStore } from './file-store';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type the shop gave a file, from the extension it gave the key (documents/document-store.ts). */
export const contentTypeOfKey = (key: string) =>
  contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every file of `from` into `to` and reads each back to compare its SHA-256, so a file counts as moved only
 * once the destination holds exactly its bytes. The source is left as it was (the operator removes it once the
 * shop serves from the destination); running it again copies everything again, harmlessly.
 */
export async function moveFiles(
  from: ListableFileStore,
  to: FileStore,
  onFile: (key: string, byteSize: number) => void = () => {},
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for await (const key of from.keys()) {
    const content = await from.get(key);
    if (!content) continue;
    await to.put(key, content, contentTypeOfKey(key));
    const copy = await to.get(key);
    if (!copy || sha256(copy) !== sha256(content))
      throw new Error(
        `The copy of ${key} in the ${to.kind} store differs from the original; nothing was removed.`,
      );
    files++;
    bytes += content.length;
    onFile(key, content.length);
  }
  return { files, bytes };
}

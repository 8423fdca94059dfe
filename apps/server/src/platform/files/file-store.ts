/**
 * Where the shop keeps customers' files (licence images, signed contracts): private bytes by key. Three real
 * implementations: the local disk under DATA_DIR (with the embedded database), the shop's PostgreSQL (with
 * DATABASE_URL) and any S3-compatible store (S3_BUCKET; README "Settings").
 * Nothing here is public: files reach a browser only through the documents module's expiring download links.
 */
export type FileStoreKind = 'local' | 'postgres' | 's3';

export interface FileStore {
  readonly kind: FileStoreKind;
  /** Writes the bytes under the key, replacing any file there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A store whose files can be listed, so `npm run files:move` can copy them all elsewhere. */
export interface ListableFileStore extends FileStore {
  /** Every key the store holds. */
  keys(): AsyncIterable<string>;
}

const keyPattern = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are lower-case path segments the shop makes itself; anything else (`..`, absolute paths) is a bug. */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Not a file store key: ${key}`);
  return key;
}

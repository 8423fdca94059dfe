import { resolve } from 'node:path';
import type { Env } from '../../env';
import type { Database } from '../db';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { pgFileStore } from './pg-file-store';
import { s3FileStore } from './s3-file-store';

export type FileStoreSettings = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_KEY_PREFIX'
>;

/**
 * The file store the settings name, wherever the data is shared: the S3 bucket when S3_BUCKET is set, else the
 * database itself when it is PostgreSQL (every instance sees it, its backup holds the files), else `DATA_DIR/files`
 * beside the embedded database.
 */
export function selectFileStore(
  env: FileStoreSettings,
  database: Pick<Database, 'db' | 'kind'>,
): FileStore & { close?(): void } {
  if (env.S3_BUCKET) return s3StoreOf({ ...env, S3_BUCKET: env.S3_BUCKET });
  if (database.kind === 'postgres') return pgFileStore(database.db);
  return diskFileStore(env);
}

/** The files beside the embedded database. */
export const diskFileStore = (env: Pick<Env, 'DATA_DIR'>) => localFileStore(resolve(env.DATA_DIR, 'files'));

/** The S3 bucket of the settings. */
export function s3StoreOf(env: FileStoreSettings & { S3_BUCKET: string }) {
  return s3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: env.S3_KEY_PREFIX,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}

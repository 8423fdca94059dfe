import { resolve } from 'node:path';
import type { Env } from '../../env';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

type FileStoreSettings = Pick<
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

/** The file store the settings name: the S3 bucket when S3_BUCKET is set, else `DATA_DIR/files`. */
export function selectFileStore(env: FileStoreSettings): FileStore & { close?(): void } {
  if (!env.S3_BUCKET) return localFileStore(resolve(env.DATA_DIR, 'files'));
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

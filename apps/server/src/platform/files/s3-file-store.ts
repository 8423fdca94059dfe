import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); unset → AWS S3 of the region. */
  endpoint?: string;
  region: string;
  /** Unset → the SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name, as most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Prepended to every key, so several shops can share a bucket. */
  prefix?: string;
}

/**
 * Files in an S3-compatible bucket through the official AWS SDK v3. Checksums are sent only where S3 requires
 * them, which every S3-compatible server accepts. Objects stay private (no ACL is set): the bucket must not be
 * public; the shop serves the bytes itself to their owner.
 */
export function s3FileStore(settings: S3Settings): FileStore & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix ?? ''}${checkedKey(key)}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return reply.Body ? await reply.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}

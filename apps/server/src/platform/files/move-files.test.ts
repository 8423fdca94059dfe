import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/support/s3-test-server';
import { createTestDatabase } from '../../../test/support/test-db';
import type { Database } from '../db';
import { localFileStore } from './local-file-store';
import { moveFiles } from './move-files';
import { pgFileStore } from './pg-file-store';
import { s3FileStore } from './s3-file-store';

/*
 * `npm run files:move`: an upgraded shop on PostgreSQL takes the files its instances kept on disk into the database,
 * and a growing one takes them from the database into S3, each file checked byte for byte.
 */

let database: Database;
let root: string;
let s3: S3TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'showroom-move-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await database.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const files = {
  'orders/sr-100001/licence-front-1.jpg': new Uint8Array(randomBytes(1_500_000)),
  'orders/sr-100001/licence-back-2.png': new Uint8Array(randomBytes(40_000)),
  'orders/sr-100002/contract-3.pdf': new Uint8Array(randomBytes(2_000)),
};

describe('moving files between stores', () => {
  it('copies every file from the disk into PostgreSQL and then into S3, byte for byte, with its content type', async () => {
    const disk = localFileStore(root);
    for (const [key, bytes] of Object.entries(files)) await disk.put(key, bytes, 'application/octet-stream');
    // A write that never finished is not a file.
    await writeFile(join(root, 'orders/sr-100001/licence-front-9.jpg.abc.part'), 'half');

    const postgres = pgFileStore(database.db);
    expect(await moveFiles(disk, postgres)).toEqual({ files: 3, bytes: 1_542_000 });
    for (const [key, bytes] of Object.entries(files))
      expect(Buffer.from((await postgres.get(key)) ?? [])).toEqual(Buffer.from(bytes));
    expect(await disk.get('orders/sr-100002/contract-3.pdf')).toBeDefined();

    const credentials = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
    const admin = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    });
    await admin.send(new CreateBucketCommand({ Bucket: 'moved-files' }));
    admin.destroy();
    const bucket = s3FileStore({
      bucket: 'moved-files',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    });
    const moved: string[] = [];
    expect(await moveFiles(postgres, bucket, (key) => moved.push(key))).toEqual({
      files: 3,
      bytes: 1_542_000,
    });
    bucket.close();
    expect(moved.sort()).toEqual(Object.keys(files).sort());
    for (const [key, bytes] of Object.entries(files))
      expect(s3.objects.get(`moved-files/${key}`)?.body).toEqual(Buffer.from(bytes));
    expect(s3.objects.get('moved-files/orders/sr-100002/contract-3.pdf')?.contentType).toBe(
      'application/pdf',
    );
    expect(s3.objects.get('moved-files/orders/sr-100001/licence-front-1.jpg')?.contentType).toBe(
      'image/jpeg',
    );
  });
});

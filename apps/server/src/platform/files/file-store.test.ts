import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../../test/support/file-store-contract';
import { type S3TestServer, startS3TestServer } from '../../../test/support/s3-test-server';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

/*
 * One suite, both implementations: the local disk and an S3-compatible server (the test's own, which checks every
 * request's SigV4 signature as S3 does) through the official AWS SDK.
 */

let root: string;
let s3: S3TestServer;
let s3Store: ReturnType<typeof s3FileStore>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'showroom-files-'));
  s3 = await startS3TestServer();
  const credentials = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
  const admin = new S3Client({
    endpoint: s3.endpoint,
    region: 'ap-southeast-2',
    forcePathStyle: true,
    credentials,
  });
  await admin.send(new CreateBucketCommand({ Bucket: 'showroom-files' }));
  admin.destroy();
  s3Store = s3FileStore({
    bucket: 'showroom-files',
    endpoint: s3.endpoint,
    region: 'ap-southeast-2',
    forcePathStyle: true,
    credentials,
    prefix: 'test/',
  });
});
afterAll(async () => {
  s3Store.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['local disk', () => localFileStore(root)],
  ['S3-compatible', () => s3Store],
];

describe.each(stores)('the %s file store', (_, storeOf) => fileStoreContract(storeOf));

describe('the local store on disk', () => {
  it('keeps files readable by the server’s user only, with no temporary file left behind', async () => {
    const store = localFileStore(root);
    await store.put('orders/o-5/licence-back.png', new Uint8Array([9, 9]), 'image/png');
    expect((await stat(join(root, 'orders/o-5/licence-back.png'))).mode & 0o777).toBe(0o600);
    expect(await readdir(join(root, 'orders/o-5'))).toEqual(['licence-back.png']);
  });
});

describe('the S3 store', () => {
  it('writes under its prefix with the content type, through signed requests', async () => {
    await s3Store.put('orders/o-6/contract.pdf', new TextEncoder().encode('%PDF-'), 'application/pdf');
    expect(s3.objects.get('showroom-files/test/orders/o-6/contract.pdf')?.contentType).toBe(
      'application/pdf',
    );
  });

  it('fails loudly when its credentials are wrong (the server refuses the signature)', async () => {
    const wrong = s3FileStore({
      bucket: 'showroom-files',
      endpoint: s3.endpoint,
      region: 'ap-southeast-2',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.put('orders/x/y.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toThrow(
      /signature/i,
    );
    wrong.close();
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { type RestoreTarget, restoreBackup } from '../src/platform/backup/restore-backup';
import { type BackupSource, writeBackup } from '../src/platform/backup/write-backup';
import { connectPostgres, type Database, openPglite } from '../src/platform/db';
import { adminQuery } from './support/admin-query';
import { threeInStock } from './support/checkout-fixtures';
import { completeDetails, detailsBody, download, idsBody, licenceDoc } from './support/document-fixtures';
import { type HttpApp, startHttpApp } from './support/http-app';
import { jpegWithMetadata, pngWithMetadata } from './support/licence-files';
import { type PlacedOrder, placeOrderAs } from './support/owner-fixtures';
import { createAccount } from './support/sign-in-steps';
import { TestBrowser } from './support/test-browser';
import { testDatabaseKind } from './support/test-db';

/*
 * `npm run backup` and `npm run restore` on the database the suite runs on (PostgreSQL in CI, and PGlite in the
 * pglite-smoke project): the operations drill's "restore, then every licence image 404" replayed. A customer saves
 * both sides of the licence, the shop is backed up, then the database and DATA_DIR are lost; the shop restored
 * from the backup alone has the order and serves every file byte for byte.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const restoredName = `showroom_restored_${randomBytes(4).toString('hex')}`;
let work: string;
let shop: HttpApp | undefined;
let mia: TestBrowser;
let order: PlacedOrder;

const documentsOf = async (browser: TestBrowser) => {
  const reply = await browser.api('/api/Documents/get-documents', idsBody(order.ids));
  expect(reply.status, reply.body).toBe(200);
  return JSON.parse(reply.body).data as { reportType: string; downloadUrl: string }[];
};
const licenceImages = async (browser: TestBrowser) => {
  const images = new Map<string, Uint8Array>();
  for (const document of await documentsOf(browser)) {
    if (!document.reportType.startsWith('Drive License')) continue;
    const file = await download(browser, document.downloadUrl);
    expect(file.status, document.reportType).toBe(200);
    images.set(document.reportType, file.bytes);
  }
  return images;
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'showroom-backup-'));
  shop = await startHttpApp({ env: { DATA_DIR: join(work, 'data') } });
  mia = new TestBrowser(shop.origin);
  await createAccount(mia, {
    email: 'mia.backup@example.com',
    password: 'mia-password-1',
    firstName: 'Mia',
    lastName: 'Backup',
    country: 'AU',
  });
  order = await placeOrderAs(mia, threeInStock, {
    FirstName: 'Mia',
    LastName: 'Backup',
    Email: 'mia.backup@example.com',
  });
  const saved = await mia.api(
    '/api/Order/update-order-details',
    detailsBody(order.ids, completeDetails, [
      licenceDoc('Drive License Front', jpegWithMetadata(), 'front.jpg'),
      licenceDoc('Drive License Back', pngWithMetadata(), 'back.png'),
    ]),
  );
  expect(saved.status, saved.body).toBe(200);
});
afterAll(async () => {
  await shop?.close();
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${restoredName} with (force)`);
  await rm(work, { recursive: true, force: true });
});

describe('one backup, whole', () => {
  it('restores into an empty database the orders and every licence image, byte for byte', async () => {
    if (!shop) throw new Error('no shop');
    const before = await licenceImages(mia);
    expect([...before.keys()].sort()).toEqual(['Drive License Back', 'Drive License Front']);

    const backupDir = join(work, 'backup');
    const source: BackupSource =
      testDatabaseKind === 'postgres'
        ? { kind: 'postgres', url: (shop.database as Database & { url: string }).url, filesInS3: false }
        : {
            kind: 'pglite',
            client: (shop.database as Database & { client: PGlite }).client,
            filesDir: join(work, 'data', 'files'),
            filesInS3: false,
          };
    const written = await writeBackup(backupDir, source);
    // Owner-only: the directory 0700, every file in it 0600.
    expect((await stat(backupDir)).mode & 0o777).toBe(0o700);
    for (const entry of await readdir(backupDir, { recursive: true, withFileTypes: true }))
      expect((await stat(join(entry.parentPath, entry.name))).mode & 0o777).toBe(
        entry.isDirectory() ? 0o700 : 0o600,
      );

    // Everything is lost: the database (dropped, or the embedded one's memory) and DATA_DIR with its files.
    const port = Number(new URL(shop.origin).port);
    await shop.close();
    shop = undefined;
    await rm(join(work, 'data'), { recursive: true, force: true });

    const restoredDir = join(work, 'restored');
    let target: RestoreTarget;
    if (testDatabaseKind === 'postgres') {
      await adminQuery(adminUrl, `create database ${restoredName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${restoredName}`;
      target = { kind: 'postgres', url: url.toString() };
    } else {
      target = { kind: 'pglite', dataDir: restoredDir };
    }
    await restoreBackup(backupDir, target);
    const database =
      target.kind === 'postgres'
        ? connectPostgres(target.url, { onIdleError: () => {} })
        : await openPglite(join(restoredDir, 'db'));
    shop = await startHttpApp({ database, port, env: { DATA_DIR: restoredDir } });

    const [restoredOrder] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.ids.yanaOrderID));
    expect(restoredOrder?.status).toBe('Ordered');
    const after = await licenceImages(mia);
    expect(after).toEqual(before);
    // Both sides of the licence and the payment summary the listing wrote.
    expect(written).toMatchObject({ database: testDatabaseKind, fileCount: 3 });

    // Restoring twice over the same shop is refused; so is a backup damaged since it was written.
    await expect(restoreBackup(backupDir, target)).rejects.toThrow(/not empty|already holds a shop/);
    const dump = join(backupDir, testDatabaseKind === 'postgres' ? 'database.dump' : 'database.tar.gz');
    const bytes = await readFile(dump);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    await writeFile(dump, bytes);
    await expect(restoreBackup(backupDir, target)).rejects.toThrow(
      /database\.(dump|tar\.gz) differs .* damaged/,
    );
  });
});

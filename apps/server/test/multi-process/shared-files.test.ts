import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../src/platform/db';
import { threeInStock } from '../support/checkout-fixtures';
import { completeDetails, detailsBody, download, idsBody, licenceDoc } from '../support/document-fixtures';
import { type HttpApp, startHttpApp } from '../support/http-app';
import { jpegWithMetadata, pngWithMetadata } from '../support/licence-files';
import { placeOrderAs } from '../support/owner-fixtures';
import { createAccount } from '../support/sign-in-steps';
import { TestBrowser } from '../support/test-browser';

/*
 * Issue 32 item 1, the operations drill's "Front:404@4303": two instances of the shop on one PostgreSQL, each with
 * its own DATA_DIR as on separate machines (and its own connection pool). A licence image saved through one is
 * served by the other, byte for byte: the files are in the database, not on the instance's disk.
 */

let work: string;
const shops: HttpApp[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'showroom-shared-files-'));
  const first = await startHttpApp({ env: { DATA_DIR: join(work, 'machine-1') } });
  shops.push(first);
  const url = (first.database as { url?: string }).url ?? '';
  shops.push(
    await startHttpApp({
      database: connectPostgres(url, { onIdleError: () => {} }),
      env: { DATA_DIR: join(work, 'machine-2') },
    }),
  );
});
afterAll(async () => {
  // The second first: the first's close drops the database.
  for (const shop of [...shops].reverse()) await shop.close();
  await rm(work, { recursive: true, force: true });
});

describe('two instances with their own disks', () => {
  it('serve every licence image saved through either one', async () => {
    const [one, two] = shops as [HttpApp, HttpApp];
    const throughOne = new TestBrowser(one.origin);
    await createAccount(throughOne, {
      email: 'ava.shared@example.com',
      password: 'ava-password-1',
      firstName: 'Ava',
      lastName: 'Shared',
      country: 'AU',
    });
    const order = await placeOrderAs(throughOne, threeInStock, {
      FirstName: 'Ava',
      LastName: 'Shared',
      Email: 'ava.shared@example.com',
    });
    const saved = await throughOne.api(
      '/api/Order/update-order-details',
      detailsBody(order.ids, completeDetails, [
        licenceDoc('Drive License Front', jpegWithMetadata(), 'front.jpg'),
        licenceDoc('Drive License Back', pngWithMetadata(), 'back.png'),
      ]),
    );
    expect(saved.status, saved.body).toBe(200);

    // The same customer, signed in, now reaching the other instance (the balancer's next pick).
    const throughTwo = new TestBrowser(two.origin);
    for (const [name, value] of throughOne.jar(one.origin)) throughTwo.jar(two.origin).set(name, value);
    const listed = await throughTwo.api('/api/Documents/get-documents', idsBody(order.ids));
    expect(listed.status, listed.body).toBe(200);
    const images = (JSON.parse(listed.body).data as { reportType: string; downloadUrl: string }[]).filter(
      (d) => d.reportType.startsWith('Drive License'),
    );
    expect(images).toHaveLength(2);
    for (const image of images) {
      const fromTwo = await download(throughTwo, image.downloadUrl);
      expect(fromTwo.status, image.reportType).toBe(200);
      const fromOne = await download(throughOne, image.downloadUrl);
      expect(Buffer.from(fromTwo.bytes)).toEqual(Buffer.from(fromOne.bytes));
    }
  });
});

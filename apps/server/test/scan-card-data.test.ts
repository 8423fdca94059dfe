import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '../src/db/schema';
import { runMigrations, wrapPglite } from '../src/platform/db';

/*
 * scripts/scan-card-data.mjs, the check `npm test` runs after the end-to-end suite (issue 9, done-when 5), run as
 * it runs there: on a data directory the server left (its embedded database and server.log).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
let dir: string;

function scan(dataDir = dir) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scan-card-data.mjs', dataDir], {
    cwd: root,
    encoding: 'utf8',
  });
}

/** Opens the directory's database as the server does, runs `work` on it, and closes it again. */
async function withDatabase(work: (db: ReturnType<typeof wrapPglite>['db']) => Promise<void>) {
  const client = await PGlite.create({ dataDir: join(dir, 'db') });
  try {
    await work(wrapPglite(client).db);
  } finally {
    await client.close();
  }
}

const innocentText =
  'Order SR-100001 (ORD-3E8D195763646DD7F797, PAY-100001-2) for VIN 6G1FA5RX4T0104201 at 2026-11-22T09:00:00.000Z; call 1800 223 455';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'card-scan-'));
  const client = await PGlite.create({ dataDir: join(dir, 'db') });
  await runMigrations(wrapPglite(client));
  await client.close();
  await withDatabase(async (db) => {
    await db.insert(interests).values({
      interestType: 'Contact',
      webUniqueKey: '41111111-1111-4111-8111-111111111111',
      country: 'AU',
      customerType: 'Private',
      comments: innocentText,
      options: [
        {
          id: 'AU-FLOOR',
          type: 'Accessories',
          name: 'Liners',
          priceCents: 39_500,
          description: '',
          chargeType: null,
        },
      ],
    });
  });
  writeFileSync(
    join(dir, 'server.log'),
    [
      '{"level":30,"time":1795568222105,"pid":4242,"reqId":"b2c0f7a1-59ea-40f6-810e-9a31ca825875","msg":"incoming request"}',
      '{"level":30,"time":1795568222107,"res":{"statusCode":200},"responseTime":0.4711159999988013,"msg":"request completed"}',
      innocentText,
      '',
    ].join('\n'),
  );
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/scan-card-data.mjs', () => {
  it('passes a run whose tables and log hold order numbers, VINs, timestamps and uuids but no card', () => {
    const result = scan();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/no card number in \d+ rows of \d+ tables nor in 4 log lines/);
  });

  it('fails naming the table and column, and the log line, of a planted card number, never printing it whole', async () => {
    await withDatabase(async (db) => {
      await db.insert(interests).values({
        interestType: 'Contact',
        webUniqueKey: 'planted',
        country: 'AU',
        customerType: 'Private',
        comments: 'my card is 4111-1111-1111-1111, expiry 03/30',
      });
    });
    appendFileSync(join(dir, 'server.log'), '{"level":30,"req":{"body":{"number":"5555 5555 5555 4444"}}}\n');
    const result = scan();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('2 card number(s) found');
    expect(result.stderr).toMatch(/public\.interests\.comments \(row \d\): 4111••••••••1111/);
    expect(result.stderr).toContain('server.log line 4: 5555••••••••4444');
    for (const whole of [
      '4111111111111111',
      '4111-1111-1111-1111',
      '5555 5555 5555 4444',
      '5555555555554444',
    ]) {
      expect(result.stderr + result.stdout).not.toContain(whole);
    }
  });

  it('fails when there is nothing to scan', () => {
    const result = scan(join(dir, 'missing'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nothing to scan');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the scripts, without types.
import { findEmails, findPhoneNumbers } from '../../../scripts/lib/personal-data.mjs';

/* scripts/scan-personal-data.mjs, the check `npm test` runs on the end-to-end run's server log (issue 24). */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'personal-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scan(lines: string[]) {
  const file = join(dir, `log-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scan-personal-data.mjs', file], {
    cwd: root,
    encoding: 'utf8',
  });
}

const clean = [
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.',
  '{"level":30,"time":"2026-11-25T17:07:16.123Z","pid":4242,"hostname":"vm","requestId":"0b9e0c1e-6f53-4a3e-9f0e-041234567890","req":{"method":"POST","path":"/api/Order/place-reservation"},"msg":"incoming request"}',
  '{"level":30,"time":"2026-11-25T17:07:16.200Z","requestId":"0b9e0c1e-6f53-4a3e-9f0e-041234567890","res":{"statusCode":200},"responseTime":12.5,"msg":"request completed"}',
  '{"level":30,"msg":"order SR-100001 for VIN 6G1FA5RX4T0104201; sales 1800 223 455 and 0800 223 455; Emails the shop writes: http://localhost:3100/__dev/mailbox"}',
];

describe('personal-data detectors', () => {
  it('find emails and AU/NZ phone numbers as customers type them', () => {
    expect(findEmails('to jo.citizen+car@example.com.au and x@y.nz')).toEqual([
      'jo.citizen+car@example.com.au',
      'x@y.nz',
    ]);
    const phones = '0412 345 678, +61 412 345 678, (02) 9876 5432, 021 123 4567, +64 9 123 4567, 0412345678';
    expect(findPhoneNumbers(phones)).toEqual([
      '0412 345 678',
      '+61 412 345 678',
      '(02) 9876 5432',
      '021 123 4567',
      '+64 9 123 4567',
      '0412345678',
    ]);
  });

  it('find nothing in ids, times, VINs and the shop’s own numbers', () => {
    for (const line of clean) {
      expect(findEmails(line)).toEqual([]);
      expect(findPhoneNumbers(line)).toEqual([]);
    }
  });
});

describe('scan-personal-data', () => {
  it('passes a clean log', () => {
    const result = scan(clean);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('no email, phone or card number in 4 log lines');
  });

  it('fails on an email, a phone number or a card number anywhere in a line, and shows them masked', () => {
    const result = scan([
      ...clean,
      '{"level":50,"err":{"message":"Failed query: insert … params: jo@example.com,0412 345 678"},"msg":"unhandled error"}',
      'card 4111 1111 1111 1111 in a stack trace',
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('line 5: email j…@example.com');
    expect(result.stderr).toContain('line 5: phone …678');
    expect(result.stderr).toMatch(/line 6: card 4111\W+1111/);
    expect(result.stderr).not.toContain('jo@example.com');
  });

  it('fails when there is nothing to scan', () => {
    expect(scan([]).status).toBe(1);
  });
});

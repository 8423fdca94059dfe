// The start script's install step (issue 14 item 3): `NODE_ENV=production npm start` on a fresh clone must still
// install the build tools. A stand-in npm behaves as npm does: under NODE_ENV=production it leaves devDependencies
// out unless told `--include=dev`. Run: node --test 'scripts/lib/*.test.mjs'
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { ensureInstall } from './ensure-install.mjs';

const fakeNpm = `#!${process.execPath}
const { appendFileSync, mkdirSync, writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
appendFileSync('npm-calls.log', JSON.stringify({ args, NODE_ENV: process.env.NODE_ENV ?? null }) + '\\n');
mkdirSync('node_modules/.bin', { recursive: true });
writeFileSync('node_modules/.bin/tsx', '');
const dev = process.env.NODE_ENV !== 'production' || args.includes('--include=dev');
if (dev) writeFileSync('node_modules/.bin/vite', '');
`;

let dir;
let npm;
let savedEnv;
const calls = () =>
  existsSync(join(dir, 'npm-calls.log'))
    ? readFileSync(join(dir, 'npm-calls.log'), 'utf8').trim().split('\n').map(JSON.parse)
    : [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-install-'));
  writeFileSync(join(dir, 'package.json'), '{"name":"fresh-clone","private":true}');
  writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
  npm = join(dir, 'fake-npm.cjs');
  writeFileSync(npm, fakeNpm);
  chmodSync(npm, 0o755);
  savedEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
});

afterEach(() => {
  if (savedEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = savedEnv;
  rmSync(dir, { recursive: true, force: true });
});

test('a fresh clone under NODE_ENV=production gets the build tools (devDependencies)', () => {
  ensureInstall({ dir, npm });
  assert.equal(calls().length, 1);
  assert.equal(calls()[0].NODE_ENV, 'production');
  assert.ok(existsSync(join(dir, 'node_modules/.bin/vite')), 'vite was left out of the install');
  assert.ok(existsSync(join(dir, 'node_modules/.showroom-install')));
});

test('an install marker without the build tools is not trusted: it installs again', () => {
  mkdirSync(join(dir, 'node_modules'));
  ensureInstall({ dir, npm });
  rmSync(join(dir, 'node_modules/.bin/vite'));
  ensureInstall({ dir, npm });
  assert.equal(calls().length, 2);
  assert.ok(existsSync(join(dir, 'node_modules/.bin/vite')));
});

test('a complete install with a matching marker is left alone', () => {
  ensureInstall({ dir, npm });
  ensureInstall({ dir, npm });
  assert.equal(calls().length, 1);
});

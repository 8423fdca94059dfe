// The closing table of `npm test`: node --test 'scripts/lib/*.test.mjs'
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suiteTable } from './suite-table.mjs';

const rows = [
  { name: 'lint', passed: 1, failed: 0, skipped: 0, seconds: 4.2, budget: 15, note: '' },
  {
    name: 'server-integration',
    passed: 700,
    failed: 2,
    skipped: 0,
    seconds: 265,
    budget: 240,
    note: 'PostgreSQL',
  },
];

test('gives each suite its counts, wall time and budget, and a total', () => {
  const lines = suiteTable(rows, 'Node.js 22.23.3').split('\n');
  assert.match(lines[0], /Suite .* time +budget +\(Node\.js 22\.23\.3\)/);
  assert.match(lines[1], /^lint +1 +0 +0 +0:04 +0:15$/);
  assert.match(lines[2], /^server-integration +700 +2 +0 +4:25 +4:00 +PostgreSQL, OVER BUDGET$/);
  assert.match(lines[3], /^total +701 +2 +0 +4:29$/);
});

test('names every suite over its budget on a line of its own, and none when all are within', () => {
  assert.match(suiteTable(rows, 'x'), /\nOver budget: server-integration \(4:25 > 4:00\)$/);
  assert.doesNotMatch(suiteTable(rows.slice(0, 1), 'x'), /Over budget/);
});

test('rounds to whole seconds without a 60th second', () => {
  const [, line] = suiteTable([{ ...rows[0], seconds: 59.6 }], 'x').split('\n');
  assert.match(line, / 1:00 /);
});

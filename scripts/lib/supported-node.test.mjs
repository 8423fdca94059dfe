// Which Node.js runs the project as it is (the rest is fetched): node --test 'scripts/lib/*.test.mjs'
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSupportedNode } from './supported-node.mjs';

test('22.12 and newer run the project; 20, 21 and 22 before .12 are fetched over', () => {
  for (const version of ['22.12.0', '22.23.3', '23.0.0', '24.1.0', '26.10.0'])
    assert.ok(isSupportedNode(version), version);
  for (const version of ['20.20.2', '21.7.3', '22.11.0', '18.20.4'])
    assert.ok(!isSupportedNode(version), version);
});

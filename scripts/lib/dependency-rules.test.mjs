import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { brokenRules } from './dependency-rules.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A scratch tree with the repository's layout: `files` maps a path to its source. */
function tree(name, files) {
  const dir = join(scratch, name);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const server = 'apps/server/src/modules';
// Two modules where each reaches the other, through its index.ts only, from different files.
const orders = {
  [`${server}/order/index.ts`]: "export { orderOf } from './order.repository';\n",
  [`${server}/order/order.repository.ts`]: 'export const orderOf = (id: string) => ({ id });\n',
  [`${server}/order/order.service.ts`]:
    "import { balanceOf } from '../balance';\nexport const due = balanceOf;\n",
  [`${server}/balance/index.ts`]: "export { balanceOf } from './balance.service';\n",
  [`${server}/balance/balance.service.ts`]:
    "import { orderOf } from '../order';\nexport const balanceOf = (id: string) => orderOf(id).id.length;\n",
};

test('the repository keeps every rule', () => {
  assert.deepEqual(brokenRules(), []);
});

test("a module reaching another's repository, another feature or the API client, and an impure domain, each fail", () => {
  const broken = brokenRules(
    tree('reaches', {
      [`${server}/order/index.ts`]: "export { orderOf } from './order.repository';\n",
      [`${server}/order/order.repository.ts`]: 'export const orderOf = (id: string) => ({ id });\n',
      [`${server}/balance/balance.service.ts`]:
        "import { orderOf } from '../order/order.repository';\nexport const balanceOf = orderOf;\n",
      'apps/web/src/lib/api.ts': 'export const callApi = () => 1;\n',
      'apps/web/src/features/share/share.tsx': "export { callApi } from '../../lib/api';\n",
      'apps/web/src/features/checkout/pay.tsx': "export { callApi } from '../share/share';\n",
      'packages/domain/src/clock.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    }),
  );
  assert.deepEqual(broken.map((b) => b.rule).sort(), [
    'domain-is-pure',
    'server-module-through-its-index',
    'web-api-client-only-in-api-folders',
    'web-feature-one-way',
  ]);
  assert.deepEqual(
    broken.find((b) => b.rule === 'server-module-through-its-index'),
    {
      rule: 'server-module-through-its-index',
      from: `${server}/balance/balance.service.ts`,
      to: `${server}/order/order.repository.ts`,
    },
  );
});

test('a cycle of modules fails even through their index files, and so does a cycle of files', () => {
  const broken = brokenRules(
    tree('cycles', {
      ...orders,
      'packages/domain/src/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'packages/domain/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    }),
  );
  assert.deepEqual([...new Set(broken.map((b) => b.rule))].sort(), [
    'no-circular',
    'no-circular-server-modules',
  ]);
});

test('modules depend on each other even by a type-only import; one way, through index.ts, keeps the rules', () => {
  const typeBack = {
    ...orders,
    [`${server}/balance/balance.service.ts`]:
      "import type { Order } from '../order';\nexport const balanceOf = (order: Order) => order.id.length;\n",
    [`${server}/order/index.ts`]: "export { type Order, orderOf } from './order.repository';\n",
    [`${server}/order/order.repository.ts`]:
      'export interface Order { id: string }\nexport const orderOf = (id: string): Order => ({ id });\n',
  };
  assert.deepEqual(
    [...new Set(brokenRules(tree('type-back', typeBack)).map((b) => b.rule))],
    ['no-circular-server-modules'],
  );
  const oneWay = {
    ...typeBack,
    [`${server}/balance/balance.service.ts`]: 'export const balanceOf = (id: string) => id.length;\n',
  };
  assert.deepEqual(brokenRules(tree('one-way', oneWay)), []);
});

// The configurator route's initial JavaScript, gzip-compressed, against its budget: 105 KB. Issue 23's goal was
// 100 KB (ARCHITECTURE.md section 6 allows 150 KB), reached by replacing React Router with an in-house router
// (docs/decisions/0029-in-house-router.md); issue 34 traded that router for wouter, 1.1 KB more (99.2 → 100.3 KB,
// docs/decisions/0040-one-form-style-one-data-style-wouter.md), under its ceiling of 110 KB; issue 36's live
// updates (lazy, 0.5 KB of hooks left in the entry) and a step-menu scroll that holds its section (0.2 KB) brought it
// to 101.0 KB; issue 35's start-up in steps (React, the libraries, the app: files compressed apart) to 103.0 KB,
// the first screen's query data hydrated (decision 0047) to 103.7 KB, and its second pass (the dialogs' own portal,
// money written from integer cents, the market picker taking over the drawn form) to 104.0 KB.
// Initial = the entry chunk and its static imports and its start-up steps (the configurator page, the landing
// route, is in them), plus the page's own chunk and its static imports should it ever be split off again; lazy
// chunks (dialogs, below-the-fold sections) are not counted. Reads Vite's build manifest in apps/web/dist, building
// the web app first when it is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib/ensure-install.mjs';

const budgetBytes = 105 * 1000;
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const routeKey = 'src/app/pages/configurator-page.tsx';

if (!existsSync(manifestPath) && run('npm', ['run', 'build', '-w', '@showroom/web']) !== 0) {
  console.error('bundle: the web build failed.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle: the entry is missing from the build manifest; update scripts/bundle-size.mjs.');
  process.exit(1);
}

/** A chunk and every chunk it imports statically, each once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// The entry's own dynamic imports are its start-up steps (apps/web/src/app/main.ts: React DOM, the libraries, the
// app), all fetched at once with it: initial JavaScript too.
const entry = staticClosure(entryKey);
for (const step of manifest[entryKey].dynamicImports ?? []) staticClosure(step, entry);
const keys = manifest[routeKey] ? staticClosure(routeKey, entry) : entry;
const rows = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.info('Configurator route, initial JavaScript (gzip):');
for (const row of rows) console.info(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.info(`  ${kb(total).padStart(9)}  total (budget ${kb(budgetBytes)})`);
// The back office (/staff, docs/staff.md) adds 0 bytes to the shop's JavaScript: it is a build of its own
// (apps/web/vite.staff.config.ts → dist/staff), and no module or chunk of the shop's build is staff code or names a
// staff call.
const staffManifestPath = join(dist, 'staff/.vite/manifest.json');
const staffModule = /^src\/(features\/staff\/|app\/(staff-main|pages\/staff-))/;
const staffInShop = Object.keys(manifest).filter(
  (key) =>
    staffModule.test(key) ||
    (manifest[key].file.endsWith('.js') &&
      readFileSync(join(dist, manifest[key].file), 'utf8').includes('/api/staff/')),
);
if (!existsSync(staffManifestPath) || staffInShop.length > 0) {
  console.error(
    `bundle: the staff area must be its own build (dist/staff ${existsSync(staffManifestPath) ? 'present' : 'missing'}; in the shop's build: ${staffInShop.join(', ') || 'nothing'}).`,
  );
  process.exit(1);
}
const staffFiles = Object.values(JSON.parse(readFileSync(staffManifestPath, 'utf8'))).length;
console.info(
  `  Staff area: its own build (${staffFiles} files in dist/staff), 0 bytes in the shop's JavaScript.`,
);
if (total > budgetBytes) {
  console.error(`bundle: ${kb(total)} is over the ${kb(budgetBytes)} budget. Load more lazily.`);
  process.exit(1);
}

// Issue 9, done-when 5: after the end-to-end run, no card number appears in the server's log or in the database.
// Opens the e2e run's embedded database (the server has exited), dumps every row of every table as text
// (row_to_json), reads var/e2e-<port>/server.log, and looks for card numbers with the domain's findCardNumbers
// (13-19 digits, a card brand's prefix, Luhn). Lists where each one is, masked; exits 1 if any is found or if
// there was nothing to scan. Run: node --import tsx scripts/scan-card-data.mjs [data-dir]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { findCardNumbers, maskCardNumber } from '@showroom/domain';
import { lockDataDir } from '../apps/server/src/platform/db/data-dir-lock.ts';

const root = new URL('..', import.meta.url).pathname;
const dataDir = resolve(process.argv[2] ?? join(root, `var/e2e-${process.env.E2E_PORT ?? '3100'}`));
const dbDir = join(dataDir, 'db');
const logFile = join(dataDir, 'server.log');

function fail(message) {
  console.error(`card-data-scan: ${message}`);
  process.exit(1);
}

if (!existsSync(dbDir) || !existsSync(logFile)) {
  fail(`nothing to scan in ${dataDir} (run the end-to-end suite first: it leaves db/ and server.log there)`);
}

const findings = [];
const report = (where, text) => {
  for (const { digits } of findCardNumbers(text)) findings.push(`${where}: ${maskCardNumber(digits)}`);
};
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The server's own lock: refuses while a server still has the database open. The test runner stops the e2e server
 * without waiting for it to exit, so give a server that is closing its database up to 30 s to let go.
 */
async function takeLock() {
  for (let waited = 0; ; waited += 500) {
    try {
      return lockDataDir(dataDir);
    } catch (error) {
      if (waited >= 30_000) throw error;
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}
const release = await takeLock();
let tables = 0;
let rows = 0;
try {
  const db = await PGlite.create({ dataDir: dbDir });
  try {
    const listed = await db.query(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    for (const { schema, name } of listed.rows) {
      tables += 1;
      const dump = await db.query(
        `select row_to_json(t)::text as row from ${quote(schema)}.${quote(name)} t`,
      );
      dump.rows.forEach(({ row }, index) => {
        rows += 1;
        for (const [column, value] of Object.entries(JSON.parse(row))) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          report(`${schema}.${name}.${column} (row ${index + 1})`, text);
        }
      });
    }
  } finally {
    await db.close();
  }
} finally {
  release();
}

const lines = readFileSync(logFile, 'utf8').split('\n');
for (const [index, line] of lines.entries()) report(`server.log line ${index + 1}`, line);

if (tables === 0) fail(`no tables in ${dbDir}`);
if (findings.length > 0) {
  fail(`${findings.length} card number(s) found:\n${findings.map((f) => `  ${f}`).join('\n')}`);
}
console.info(
  `card-data-scan: no card number in ${rows} rows of ${tables} tables nor in ${lines.length} log lines (${dataDir})`,
);

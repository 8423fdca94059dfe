// What the browser tests need around the shop that the shop itself cannot make: a real SMTP server that keeps
// what it receives, and a shared link whose expiry has passed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { SMTPServer } from 'smtp-server';

/**
 * The back office's staff member of the browser tests, made with `npm run staff -- add` in the shops' template
 * database (scripts/e2e-template.mjs); the test computes the TOTP code from the secret (base32).
 */
export const e2eStaff = {
  email: 'e2e.staff@showroom.example',
  password: 'e2e-staff-password-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** An admin of the back office for the browser tests that change prices (made like `e2eStaff`). */
export const e2eAdmin = {
  email: 'e2e.admin@showroom.example',
  password: 'e2e-admin-password-1',
  totpSecret: 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF',
};

/** The database every e2e shop starts from, prepared once a run (scripts/e2e-template.mjs): its `db/` folder. */
export const e2eTemplateDir = new URL('../../var/e2e-template', import.meta.url).pathname;

/** The TEST_CLOCK_TOKEN of the e2e shop: a test moves the server's clock with it (POST /__test/clock). */
export const e2eClockToken = 'e2e-clock-token-not-a-secret';

/** The METRICS_TOKEN of the e2e shop: its scraper (scripts/e2e-server.mjs) sends it. */
export const e2eMetricsToken = 'e2e-metrics-token-not-a-secret';

/**
 * A real SMTP server on 127.0.0.1:`port` (the `smtp-server` package) writing every message it accepts, as sent,
 * to `dir/<n>.eml`: the e2e tests read what arrived there. Resolves once it listens.
 */
export function startMailCatcher(port, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Writes a shared link that expired yesterday into a fresh embedded database, after applying the migrations the
 * server would apply (the server then finds them applied). Its key is `key`, its country New Zealand.
 */
export async function seedExpiredLink(dataDir, migrationsFolder, key) {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.query(
      `insert into interests (interest_type, web_unique_key, link_expires_at, country, customer_type)
       values ('ShareLink', $1, now() - interval '1 day', 'NZ', 'Private')`,
      [key],
    );
  } finally {
    await client.close();
  }
}

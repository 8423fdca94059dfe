// Prepares, once per browser run, the embedded database every e2e shop starts from (var/e2e-template/db): migrated,
// with the shared link that expired yesterday (E2E_EXPIRED_LINK) and the back office's sales staff member and admin
// made the operator's way (`npm run staff -- add`, docs/staff.md). Playwright's global set-up runs it
// (apps/web/e2e/global-setup.ts); each worker's shop (scripts/e2e-server.mjs) and the maintenance journey's second
// shop copy it, instead of each migrating and adding staff at once on the same two cores.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eAdmin, e2eStaff, e2eTemplateDir, seedExpiredLink } from './lib/e2e-fixtures.mjs';

const root = new URL('..', import.meta.url).pathname;
const key = process.env.E2E_EXPIRED_LINK;
if (!key) throw new Error('E2E_EXPIRED_LINK is not set (apps/web/playwright.config.ts sets it).');

rmSync(e2eTemplateDir, { recursive: true, force: true });
mkdirSync(e2eTemplateDir, { recursive: true });
// The server keeps its embedded database in DATA_DIR/db.
await seedExpiredLink(join(e2eTemplateDir, 'db'), join(root, 'apps/server/dist/migrations'), key);

for (const [member, role] of [
  [e2eStaff, 'sales'],
  [e2eAdmin, 'admin'],
]) {
  const staff = spawnSync(
    process.execPath,
    [join(root, 'apps/server/dist/staff.js'), 'add', member.email, '--role', role],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: e2eTemplateDir,
        DATABASE_URL: '',
        PUBLIC_ORIGIN: 'http://localhost:3100',
        STAFF_PASSWORD: member.password,
        STAFF_TOTP_SECRET: member.totpSecret,
      },
    },
  );
  if (staff.status !== 0) throw new Error(`npm run staff -- add failed for the e2e ${role}`);
}
// Only the database is the template: the lock files belong to the process that made them.
for (const name of ['showroom.lock', 'showroom.holder']) rmSync(join(e2eTemplateDir, name), { force: true });

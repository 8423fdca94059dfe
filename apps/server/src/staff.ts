import { isStaffRole } from '@showroom/domain';
import { readEnv } from './env';
import { addStaffAccount, otpauthUri, passwordHasher } from './modules/idp';
import { openDatabase, runMigrations } from './platform/db';

const usage = 'Usage: npm run staff -- add <email> [--role viewer|sales|admin]';

/**
 * `npm run staff -- add <email> [--role admin]` (after a build): makes a staff account of the embedded sign-in
 * provider, or gives an existing account staff rights, with a new TOTP second factor (docs/staff.md). Prints the
 * password of a new account and the authenticator enrolment link once. STAFF_PASSWORD and STAFF_TOTP_SECRET set
 * them instead (test set-ups). Like `npm run maintenance`: on the embedded database, stop the shop first.
 */
async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== 'add' || !email) throw new Error(usage);
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : 'viewer';
  if (!isStaffRole(role)) throw new Error(`${usage}\nUnknown role: ${role}`);
  const env = readEnv();
  const { database, release } = await openDatabase(env);
  try {
    await runMigrations(database);
    const added = await addStaffAccount(
      database.db,
      {
        email,
        role,
        password: process.env.STAFF_PASSWORD,
        totpSecret: process.env.STAFF_TOTP_SECRET,
      },
      passwordHasher(env.PASSWORD_HASH_COST),
    );
    console.info(`${added.email} is staff with the ${role} role.`);
    if (added.created && !process.env.STAFF_PASSWORD)
      console.info(`Password (change it after the first sign-in): ${added.password}`);
    console.info(`Add this to an authenticator app: ${otpauthUri(added.email, added.totpSecret)}`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

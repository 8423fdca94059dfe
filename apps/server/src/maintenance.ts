import { seedSettings } from './db/seed/settings.seed';
import { readEnv } from './env';
import { maintenanceSetting } from './modules/system';
import { openDatabase, runMigrations } from './platform/db';

const usage = 'Usage: npm run maintenance -- on | off | status';

/**
 * `npm run maintenance -- on|off|status`: the operator's switch for maintenance mode (spec 000 section 4), on the
 * database the settings name. Visitors then see 'We'll be right back'; a tester opens the shop once with
 * `?maintenance=<code>` and keeps using it. On PostgreSQL it works while the shop runs; the embedded database
 * allows one process, so stop the shop first.
 */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'on' && command !== 'off' && command !== 'status') throw new Error(usage);
  const { database, release } = await openDatabase(readEnv());
  try {
    await runMigrations(database);
    await seedSettings(database.db);
    const repository = maintenanceSetting(database.db);
    const setting =
      command === 'status'
        ? await repository.maintenance()
        : await repository.setMaintenance(command === 'on');
    console.info(`Maintenance is ${setting.isShow ? 'ON' : 'off'}.`);
    console.info(`Testers get through with ?maintenance=${setting.maintenanceCode} on any shop address.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

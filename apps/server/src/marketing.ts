import { readFileSync } from 'node:fs';
import { readEnv } from './env';
import { Campaign, queueCampaign } from './modules/marketing';
import { openDatabase, runMigrations } from './platform/db';

const usage = 'Usage: npm run marketing -- <campaign.json>';

/**
 * `npm run marketing -- campaign.json`: queues a marketing email (`cadillac-news` or `partner-offer`, see
 * `Campaign`) for every customer who asked for it on their Data and privacy page; the running shop's outbox
 * sends it. Running the same campaign id again queues nobody twice.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error(usage);
  const parsed = Campaign.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const env = readEnv();
  const { database, release } = await openDatabase(env);
  try {
    await runMigrations(database);
    const queued = await queueCampaign(database.db, env.PUBLIC_ORIGIN, parsed.data);
    console.info(`Campaign ${parsed.data.id}: ${queued} email(s) queued.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

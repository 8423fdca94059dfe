import { readEnv } from './env';
import { type IdpKeyRings, idpKeyRingsIn, type KeyRotationStep } from './modules/idp';
import { openDatabase, runMigrations } from './platform/db';

const usage = 'Usage: npm run keys -- status | add | promote | retire';
const steps = new Set(['add', 'promote', 'retire']);

function describe(rings: IdpKeyRings): string {
  const [signing, ...verifying] = rings.signing.map((key) => key.kid);
  return [
    `ID-token signing key: ${signing}${verifying.length ? `; also published and verifying: ${verifying.join(', ')}` : ''}`,
    `Cookie keys: ${rings.cookie.length} (the first signs, all verify)`,
    'Restart the instances one by one for them to use these keys.',
  ].join('\n');
}

/**
 * `npm run keys -- status|add|promote|retire`: rotates the embedded identity provider's keys on the database the
 * settings name, in three steps with a rolling restart after each (docs/operations.md "Rotating keys"). Prints
 * key ids and counts, never key material. On the embedded database, stop the shop first.
 */
async function main(): Promise<void> {
  const command = process.argv[2] ?? '';
  if (command !== 'status' && !steps.has(command)) throw new Error(usage);
  const { database, release } = await openDatabase(readEnv());
  try {
    await runMigrations(database);
    const rings = idpKeyRingsIn(database.db);
    console.info(
      describe(command === 'status' ? await rings.load() : await rings.rotate(command as KeyRotationStep)),
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

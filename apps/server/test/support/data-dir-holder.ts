import { lockDataDir } from '../../src/platform/db';

/*
 * A process that holds the lock on the DATA_DIR it is given and waits to be killed (data-dir-lock.test.ts).
 * It prints "held" once it holds it.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: data-dir-holder.ts <DATA_DIR>');
await lockDataDir(dir, (reason) => {
  console.error(`lost: ${reason}`);
  process.exit(1);
});
process.stdout.write('held\n');
setInterval(() => {}, 60_000);

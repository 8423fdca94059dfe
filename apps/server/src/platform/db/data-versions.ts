import type { Database } from './client';
import { freshReads } from './fresh-reads';

/** The channel the migration's triggers notify with the name of what changed ('catalogue' or 'stock'). */
export const dataChangedChannel = 'showroom_data_changed';

/**
 * What the read caches key on (decisions/0020-versioned-read-caches.md). Triggers bump a `data_versions` row and
 * notify `showroom_data_changed` in every transaction that changes the catalogue (catalogue tables, promotions)
 * or the stock, whoever writes: the seed, a back office, another process.
 */
export interface DataVersions {
  /**
   * The catalogue version this process has heard of; undefined while it cannot hear changes (PostgreSQL's
   * listening connection is down): callers then read through. Another process's change arrives by
   * notification, within milliseconds.
   */
  catalogue(): number | undefined;
  /**
   * The stock version as the database has it now. On PostgreSQL a primary-key read sent after the call (shared by
   * the calls that arrive while one is out, fresh-reads.ts), so a unit reserved by any process is seen by the very
   * next request; on PGlite the count this process has heard, which is exact:
   * one process owns the data directory and hears each commit before the committing query returns.
   */
  stock(): number | Promise<number>;
  close(): Promise<void>;
}

export async function watchDataVersions(database: Database): Promise<DataVersions> {
  const heard = { catalogue: 0, stock: 0 };
  let listening = true;
  const stop = await database.listen(
    dataChangedChannel,
    (name) => {
      if (name === 'catalogue' || name === 'stock') heard[name] += 1;
    },
    (now) => {
      listening = now;
      // Whatever happened while deaf is unknown: a new number makes every kept answer stale.
      heard.catalogue += 1;
      heard.stock += 1;
    },
  );
  return {
    catalogue: () => (listening ? heard.catalogue : undefined),
    stock: database.kind === 'pglite' ? () => heard.stock : freshReads(() => database.readVersion('stock')),
    close: stop,
  };
}

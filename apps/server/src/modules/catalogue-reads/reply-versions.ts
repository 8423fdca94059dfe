import type { Clock } from '../../platform/clock';
import type { DataVersions } from '../../platform/db/data-versions';
import { priceDays } from './catalogue-reads';

/**
 * What a kept reply (platform/http/kept-replies.ts) of the catalogue, pricing and inventory calls was made from:
 * the catalogue version with each market's price day (a scheduled price starts without a write), and for replies that show stock the stock read too. Undefined while catalogue changes
 * cannot be heard: the reply is then made afresh.
 */
export function replyVersions(
  versions: Pick<DataVersions, 'catalogue'>,
  stock: { version(): Promise<number> },
  clock: Clock,
) {
  const catalogue = () => {
    const version = versions.catalogue();
    return version === undefined ? undefined : `catalogue ${version} ${priceDays(clock)}`;
  };
  return {
    catalogue,
    async catalogueAndStock(): Promise<string | undefined> {
      const version = catalogue();
      return version === undefined ? undefined : `${version}, stock ${await stock.version()}`;
    },
  };
}

export type ReplyVersions = ReturnType<typeof replyVersions>;

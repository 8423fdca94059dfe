import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { DataVersions } from '../../platform/db/data-versions';
import { versionedCache } from '../../platform/db/versioned-cache';
import { type OfferGroup, readStockOnOffer, type StockOnOffer } from './stock-availability.repository';

interface Availability {
  /** Which read of the stock this is: a new number at each read (a change, or a hold that ran out). */
  id: number;
  groupsOf: Map<string, OfferGroup[]>;
  exteriorsOf: Map<string, Set<string>>;
  interiorsOf: Map<string, Map<string, string>>;
}

const soonerThan = (a: OfferGroup, b: OfferGroup) =>
  a.soonestArrival < b.soonestArrival ||
  (a.soonestArrival === b.soonestArrival && a.soonestVin < b.soonestVin);

function index(stock: StockOnOffer, id: number): Availability {
  const groupsOf = new Map<string, OfferGroup[]>();
  const exteriorsOf = new Map<string, Set<string>>();
  const soonest = new Map<string, Map<string, OfferGroup>>();
  for (const group of stock.groups) {
    const country = groupsOf.get(group.country);
    if (country) country.push(group);
    else groupsOf.set(group.country, [group]);
    exteriorsOf.set(group.variantId, (exteriorsOf.get(group.variantId) ?? new Set()).add(group.exteriorId));
    const key = `${group.variantId}|${group.exteriorId}`;
    const interiors = soonest.get(key) ?? new Map<string, OfferGroup>();
    const best = interiors.get(group.interiorId);
    if (!best || soonerThan(group, best)) interiors.set(group.interiorId, group);
    soonest.set(key, interiors);
  }
  const interiorsOf = new Map(
    [...soonest].map(([key, interiors]) => [
      key,
      new Map([...interiors].map(([id, group]) => [id, group.soonestDelivery])),
    ]),
  );
  return { id, groupsOf, exteriorsOf, interiorsOf };
}

/**
 * Live availability for the catalogue chain and the inventory: which exteriors of a variant and which interiors of
 * an exterior have a unit on offer, the estimated delivery of each interior's soonest unit, and the units on offer
 * by configuration. Never stale: every answer comes from the stock as it is at the current stock version
 * (platform/db/data-versions.ts: on PostgreSQL read from the database at each call, bumped in the transaction of
 * any change to a unit) and is read again when the earliest running hold runs out.
 */
export function stockAvailability(db: Db, clock: Clock, versions: Pick<DataVersions, 'stock'>) {
  const cache = versionedCache<Availability & { until: number }>({
    capacity: 1,
    now: () => clock.now().getTime(),
    expiresAt: (answer) => answer.until,
  });
  let reads = 0;
  const current = async () => {
    const version = await versions.stock();
    return cache.get(version, 'stock', async () => {
      const stock = await readStockOnOffer(db, clock.now());
      reads += 1;
      return { ...index(stock, reads), until: stock.nextHoldExpiry?.getTime() ?? Number.POSITIVE_INFINITY };
    });
  };
  return {
    /** Names the stock as it is now; replies made from it may be kept while it stays the same (kept-replies.ts). */
    async version(): Promise<number> {
      return (await current()).id;
    },
    async exteriorsOnOffer(variantId: string): Promise<ReadonlySet<string>> {
      return (await current()).exteriorsOf.get(variantId) ?? new Set();
    },
    /** Interior id → estimated delivery text of its unit on offer with this exterior that arrives first. */
    async interiorsOnOffer(variantId: string, exteriorId: string): Promise<ReadonlyMap<string, string>> {
      return (await current()).interiorsOf.get(`${variantId}|${exteriorId}`) ?? new Map();
    },
    /** The units on offer in a country, by configuration. */
    async offerGroups(country: string): Promise<readonly OfferGroup[]> {
      return (await current()).groupsOf.get(country) ?? [];
    },
  };
}

export type StockAvailability = ReturnType<typeof stockAvailability>;

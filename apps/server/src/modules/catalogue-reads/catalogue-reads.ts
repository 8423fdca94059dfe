import { type CountryCode, type IsoDate, localDate, type RateBook, timeZoneOf } from '@showroom/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { DataVersions } from '../../platform/db/data-versions';
import { versionedCache } from '../../platform/db/versioned-cache';
import {
  type Catalogue,
  type CatalogueRows,
  type Combination,
  type ExteriorRecord,
  type InteriorRecord,
  indexCatalogue,
  loadCatalogueRows,
  type OptionRecord,
  type VariantRecord,
} from './catalogue.repository';
import type { PromotionRecord } from './promotion-record';

/**
 * The local day a catalogue price takes effect by in a market: midnight in its main time zone (Sydney, Auckland).
 * @example priceDayOf('NZ', new Date('2027-01-01T11:30:00Z')) // '2027-01-02'
 */
export function priceDayOf(country: CountryCode, now: Date): IsoDate {
  return localDate(now, timeZoneOf(country));
}

/**
 * The price days of both markets: part of every kept catalogue reply's version (reply-versions.ts), so a
 * scheduled price shows from its first day without a write.
 */
export function priceDays(clock: Clock): string {
  const now = clock.now();
  return `${priceDayOf('AU', now)} ${priceDayOf('NZ', now)}`;
}

/**
 * The catalogue reads of pricing, the catalogue chain and the inventory, answered from memory: the whole catalogue
 * is read once per catalogue version (decisions/0020-versioned-read-caches.md) and kept until a change to any
 * catalogue, scheduled price or promotion row, by anyone, bumps the version. The prices are those in effect on
 * each market's day by the clock (catalogue_prices, `priceDayOf`). Lists are shared: callers must not change them.
 */
export function catalogueReads(db: Db, versions: Pick<DataVersions, 'catalogue'>, clock: Clock) {
  const rows = versionedCache<CatalogueRows>({ capacity: 1 });
  const priced = versionedCache<Catalogue>({ capacity: 2 });
  const current = () => {
    const version = versions.catalogue();
    const now = clock.now();
    return priced.get(version, priceDays({ now: () => now }), async () =>
      indexCatalogue(await rows.get(version, 'rows', () => loadCatalogueRows(db)), (country) =>
        priceDayOf(country, now),
      ),
    );
  };
  return {
    async listVariants(country: CountryCode): Promise<VariantRecord[]> {
      return (await current()).variantsOf.get(country) ?? [];
    },
    async findVariant(country: CountryCode, variantId: string): Promise<VariantRecord | undefined> {
      const variant = (await current()).variants.get(variantId);
      return variant?.country === country ? variant : undefined;
    },
    async listExteriors(variantId: string): Promise<ExteriorRecord[]> {
      return (await current()).exteriorsOf.get(variantId) ?? [];
    },
    async findExterior(variantId: string, exteriorId: string): Promise<ExteriorRecord | undefined> {
      const exterior = (await current()).exteriors.get(exteriorId);
      return exterior?.exterior.variantId === variantId ? exterior : undefined;
    },
    /** The interiors that may be ordered with an exterior. */
    async listInteriors(exteriorId: string): Promise<InteriorRecord[]> {
      return (await current()).interiorsWith.get(exteriorId) ?? [];
    },
    async findInterior(exteriorId: string, interiorId: string): Promise<InteriorRecord | undefined> {
      const rows = (await current()).interiorsWith.get(exteriorId) ?? [];
      return rows.find((row) => row.interior.id === interiorId);
    },
    async listOptions(country: CountryCode): Promise<OptionRecord[]> {
      return (await current()).optionsOf.get(country) ?? [];
    },
    /** Every variant × paint × trim pairing of a market, in display order. */
    async combinations(country: CountryCode): Promise<Combination[]> {
      return (await current()).combinationsOf.get(country) ?? [];
    },
    /** The on-road rate rows by table, for the price engine (it picks each table's row of the pricing date). */
    async rateBook(): Promise<RateBook> {
      return (await current()).rateBook;
    },
    /** The promotion rows of a market running on a local date (both ends of the window inclusive). */
    async promotionRowsOn(country: CountryCode, date: IsoDate): Promise<PromotionRecord[]> {
      const rows = (await current()).promotionsOf.get(country) ?? [];
      return rows.filter((row) => row.validFrom <= date && row.validTo >= date);
    },
  };
}

export type CatalogueReads = ReturnType<typeof catalogueReads>;

import type { CountryCode, IsoDate } from '@showroom/domain';
import type { Db } from '../../platform/db';
import type { DataVersions } from '../../platform/db/data-versions';
import { versionedCache } from '../../platform/db/versioned-cache';
import type { PromotionRecord } from '../pricing/promotion-record';
import {
  type Catalogue,
  type Combination,
  type ExteriorRecord,
  type InteriorRecord,
  loadCatalogue,
  type OptionRecord,
  type VariantRecord,
} from './catalogue.repository';

/**
 * The catalogue reads of pricing, the catalogue chain and the inventory, answered from memory: the whole catalogue
 * is read once per catalogue version (decisions/0016-versioned-read-caches.md) and kept until a change to any
 * catalogue or promotion row, by anyone, bumps the version. Lists are shared: callers must not change them.
 */
export function catalogueReads(db: Db, versions: Pick<DataVersions, 'catalogue'>) {
  const cache = versionedCache<Catalogue>({ capacity: 1 });
  const current = () => cache.get(versions.catalogue(), 'catalogue', () => loadCatalogue(db));
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
    /** The promotion rows of a market running on a local date (both ends of the window inclusive). */
    async promotionRowsOn(country: CountryCode, date: IsoDate): Promise<PromotionRecord[]> {
      const rows = (await current()).promotionsOf.get(country) ?? [];
      return rows.filter((row) => row.validFrom <= date && row.validTo >= date);
    },
  };
}

export type CatalogueReads = ReturnType<typeof catalogueReads>;

import {
  type CountryCode,
  cents,
  formatMoney,
  marketOf,
  showsInventoryLink,
  visibleVariants,
} from '@showroom/domain';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { CrossfadeImage } from '../../../components/crossfade-image';
import { Notice } from '../../../components/notice';
import { RadioCardGroup } from '../../../components/radio-card';
import section from '../../../components/section.module.css';
import { useStore } from '../../../state/create-store';
import { linkSourceStore } from '../../../state/link-source';
import { toVariantEntry, type VariantRow } from '../api/configurator-api';
import { chooseVariantRow } from '../configuration-actions';
import { listPriceNote, modelName, stepLabels } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { SpecCarousel } from './spec-carousel';
import { SpecHighlights } from './spec-highlights';
import styles from './variant-section.module.css';

export interface VariantSectionProps {
  chain: CatalogueChain;
  country: CountryCode;
  /** The location the prices are for, e.g. 'New South Wales'; absent until chosen. */
  locationName: string | undefined;
  onChangeLocation(): void;
}

/** 'From' price of a variant: the drive-away price when known, else the list price, labelled honestly. */
function fromPrice(row: VariantRow, country: CountryCode) {
  return row.driveawayPrice !== null
    ? { amount: `From ${formatMoney(cents(row.driveawayPrice))}`, note: 'drive away' }
    : { amount: `From ${formatMoney(cents(row.variantPrice))}`, note: listPriceNote(country) };
}

/** Variant section (spec 000 section 2 item 3): one card per variant with its 'from' price, specs, INVENTORY link. */
export function VariantSection({ chain, country, locationName, onChangeLocation }: VariantSectionProps) {
  const { configuration, defaults, variants } = chain;
  const { linkKey } = useStore(linkSourceStore);
  const all = variants.data ?? [];
  const shown = new Set(
    visibleVariants(all.map(toVariantEntry), defaults.variantName, linkKey).map((entry) => entry.id),
  );
  const rows = all.filter((row) => shown.has(row.variantID));
  const selectedRow = rows.find((row) => row.variantID === configuration.variant?.id);
  const paintPictures = chain.exteriors.data?.find(
    (row) => row.exteriorID === configuration.exterior?.id,
  )?.exteriorPicture;
  // The side view (index 1) in the chosen paint once known; the variant's own picture until then.
  const picture = paintPictures?.[1] ?? selectedRow?.variantPicture;

  const choose = (id: string) => {
    const row = rows.find((r) => r.variantID === id);
    if (!row) return;
    chooseVariantRow(row, defaults.variantName);
  };

  return (
    <section
      id="variant"
      className={`${section.section} ${section.split} ${section.split72}`}
      aria-labelledby="variant-heading"
    >
      <div className={section.visual}>
        <div className={`${section.stage} ${styles.desktopVisual}`}>
          {selectedRow && picture ? (
            <CrossfadeImage
              src={picture}
              alt={`${modelName} ${selectedRow.variantName}, side view`}
              width={1600}
              height={900}
            />
          ) : (
            <div className={styles.placeholder} />
          )}
        </div>
        {selectedRow ? (
          <SpecCarousel variant={selectedRow} pictures={paintPictures?.slice(0, 3) ?? []} />
        ) : null}
      </div>
      <div className={section.panel}>
        <div className={styles.titles}>
          <p className={section.eyebrow}>{stepLabels.variant}</p>
          <h2 id="variant-heading" className={section.heading} tabIndex={-1} data-section-heading>
            {modelName}
          </h2>
          <span className={styles.badge}>All-electric</span>
        </div>
        {variants.isPending && !variants.isFetching ? (
          <p className={section.muted}>Choose your location to see the variants and their prices.</p>
        ) : variants.isPending ? (
          <div className={styles.cards} aria-busy="true">
            <div className={section.skeleton} />
            <div className={section.skeleton} />
          </div>
        ) : variants.isError ? (
          <Notice
            tone="error"
            action={
              <Button variant="text" onClick={() => variants.refetch()}>
                Try again
              </Button>
            }
          >
            The variants could not be loaded.
          </Notice>
        ) : (
          <RadioCardGroup
            legend="Choose your variant"
            value={configuration.variant?.id}
            onChange={choose}
            options={rows.map((row) => {
              const price = fromPrice(row, country);
              return {
                id: row.variantID,
                title: row.variantName,
                detail: price.amount,
                children: (
                  <>
                    <span className={styles.note}>{price.note}</span>
                    <span className={styles.description}>{row.variantDescription}</span>
                  </>
                ),
              };
            })}
          />
        )}
        {selectedRow ? <SpecHighlights variant={selectedRow} /> : null}
        <p className={styles.location}>
          {locationName ? <>Prices for {locationName}. </> : null}
          <Button variant="text" onClick={onChangeLocation}>
            {locationName ? 'Change location' : 'Choose your location'}
          </Button>
        </p>
        {showsInventoryLink(defaults, linkKey) ? (
          <Link
            className={styles.inventory}
            to={`/${marketOf(country)}/inventory?variant=${encodeURIComponent(defaults.variantName ?? '')}`}
          >
            INVENTORY
          </Link>
        ) : null}
      </div>
    </section>
  );
}

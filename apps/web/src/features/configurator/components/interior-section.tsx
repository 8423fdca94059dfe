import { visibleTrims } from '@showroom/domain';
import section from '../../../components/section.module.css';
import { SwatchGroup } from '../../../components/swatch-group';
import { toInteriorEntry } from '../api/configurator-api';
import { chooseInteriorRow } from '../configuration-actions';
import { modelName, stepLabels } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { swatchText } from '../labels';
import styles from './interior-section.module.css';
import { ListState } from './list-state';
import { TrimDetails } from './trim-details';
import { VehicleGallery } from './vehicle-gallery';

/** Names of the interior views by picture index (the catalogue's order). */
const interiorViews = ['Dashboard', 'Seats', 'Rear seats'];

/** Interior section (spec 000 section 2 item 5), full width: the cabin in the chosen trim, swatches, details. */
export function InteriorSection({ chain }: { chain: CatalogueChain }) {
  const { configuration, defaults, interiors } = chain;
  const all = interiors.data ?? [];
  const shown = new Set(
    visibleTrims(all.map(toInteriorEntry), defaults.interiorName).map((entry) => entry.id),
  );
  const rows = all.filter((row) => shown.has(row.interiorID));
  const selected = rows.find((row) => row.interiorID === configuration.interior?.id);

  return (
    <section id="interior" className={section.section} aria-labelledby="interior-heading">
      <div className={`${section.visual} ${styles.visual}`}>
        <h2
          id="interior-heading"
          className={`${section.heading} ${styles.heading}`}
          tabIndex={-1}
          data-section-heading
        >
          {stepLabels.interior}
        </h2>
        <VehicleGallery
          pictures={selected?.interiorPicture ?? []}
          viewNames={interiorViews}
          subject={`${modelName} interior in ${selected?.interiorColorName ?? ''}`}
          width={1600}
          height={900}
        />
      </div>
      <div className={`${section.wide} ${styles.panel}`}>
        <div className={styles.choose}>
          <ListState query={interiors} waitingFor="Choose a paint to see the interiors." what="interiors">
            <SwatchGroup
              legend="Interior"
              value={configuration.interior?.id}
              onChange={(id) => {
                const row = rows.find((r) => r.interiorID === id);
                if (row) chooseInteriorRow(row);
              }}
              swatches={rows.map((row) => ({
                id: row.interiorID,
                ...swatchText(row.interiorColorName, toInteriorEntry(row).price),
                image: row.interiorFilterImage,
                color: row.seatHex,
              }))}
            />
          </ListState>
        </div>
        {selected ? (
          <TrimDetails
            name={selected.interiorColorName}
            price={toInteriorEntry(selected).price}
            title={selected.interiorColorDescTitle}
            description={selected.interiorColorDesc}
            waitlisted={!selected.hasStock}
          />
        ) : null}
      </div>
    </section>
  );
}

import { visibleTrims } from '@showroom/domain';
import section from '../../../components/section.module.css';
import { SwatchGroup } from '../../../components/swatch-group';
import { toExteriorEntry } from '../api/configurator-api';
import { chooseExteriorRow } from '../configuration-actions';
import { modelName, stepLabels } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { swatchText } from '../labels';
import { ListState } from './list-state';
import { TrimDetails } from './trim-details';
import { VehicleGallery } from './vehicle-gallery';

/** Names of the exterior views by picture index (the catalogue's order). */
const exteriorViews = ['Front three-quarter', 'Side', 'Rear three-quarter', 'Front'];

/** Exterior section (spec 000 section 2 item 4): the vehicle in the chosen paint, swatches, name and price. */
export function ExteriorSection({ chain }: { chain: CatalogueChain }) {
  const { configuration, defaults, exteriors } = chain;
  const all = exteriors.data ?? [];
  const shown = new Set(
    visibleTrims(all.map(toExteriorEntry), defaults.exteriorName).map((entry) => entry.id),
  );
  const rows = all.filter((row) => shown.has(row.exteriorID));
  const selected = rows.find((row) => row.exteriorID === configuration.exterior?.id);
  const subject = `${modelName} ${configuration.variant?.name ?? ''} in ${selected?.exteriorColorName ?? ''}`;

  return (
    <section
      id="exterior"
      className={`${section.section} ${section.split} ${section.split60}`}
      aria-labelledby="exterior-heading"
    >
      <div className={section.visual}>
        <div className={section.stage}>
          <VehicleGallery
            pictures={selected?.exteriorPicture ?? []}
            viewNames={exteriorViews}
            subject={subject}
            width={1600}
            height={900}
          />
        </div>
      </div>
      <div className={section.panel}>
        <h2 id="exterior-heading" className={section.heading} tabIndex={-1} data-section-heading>
          {stepLabels.exterior}
        </h2>
        <ListState query={exteriors} waitingFor="Choose a variant to see its paints." what="paints">
          <SwatchGroup
            legend="Paint"
            value={configuration.exterior?.id}
            onChange={(id) => {
              const row = rows.find((r) => r.exteriorID === id);
              if (row) chooseExteriorRow(row);
            }}
            swatches={rows.map((row) => ({
              id: row.exteriorID,
              ...swatchText(row.exteriorColorName, toExteriorEntry(row).price),
              image: row.exteriorFilterImage,
              color: row.colorHex,
            }))}
          />
          {selected ? (
            <TrimDetails
              name={selected.exteriorColorName}
              price={toExteriorEntry(selected).price}
              title={selected.exteriorColorDescTitle}
              description={selected.exteriorColorDesc}
              waitlisted={!selected.hasStock}
            />
          ) : null}
        </ListState>
      </div>
    </section>
  );
}

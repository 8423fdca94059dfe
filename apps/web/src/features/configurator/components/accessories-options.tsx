import { formatAddOn, isOptionSelected } from '@showroom/domain';
import { CheckboxCard } from '../../../components/checkbox-card';
import section from '../../../components/section.module.css';
import { toOptionEntry } from '../api/configurator-api';
import { toggleOptionRow } from '../configuration-actions';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { ListState } from './list-state';
import styles from './options.module.css';

/** Accessories (spec 000 section 2 item 6): checkbox cards with picture, name and price. */
export function AccessoriesOptions({ chain }: { chain: CatalogueChain }) {
  const { configuration, options } = chain;
  const rows = options.data?.accessories ?? [];
  return (
    <ListState query={options} waitingFor="Choose an interior to see the accessories." what="accessories">
      {rows.length === 0 ? (
        <p className={section.muted}>No accessories are offered for this vehicle.</p>
      ) : (
        <div className={styles.grid}>
          {rows.map((row) => (
            <CheckboxCard
              key={row.yanaOptionID}
              label={row.optionName}
              checked={isOptionSelected(configuration, row.yanaOptionID)}
              disabled={row.disable && !isOptionSelected(configuration, row.yanaOptionID)}
              onChange={() => toggleOptionRow(row)}
              price={row.disable ? undefined : formatAddOn(toOptionEntry(row).price)}
              description={row.disable ? 'Currently unavailable.' : row.optionDesc}
              image={
                row.optionPicture[0] ? { src: row.optionPicture[0], width: 640, height: 480 } : undefined
              }
            />
          ))}
        </div>
      )}
    </ListState>
  );
}

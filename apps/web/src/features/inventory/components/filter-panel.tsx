import {
  type FilterOption,
  type InventoryFilters,
  noInventoryFilters,
  toggleExterior,
  toggleInterior,
  toggleVariant,
} from '@showroom/domain';
import { Button } from '../../../components/button';
import styles from './inventory.module.css';

export interface FilterPanelProps {
  filters: InventoryFilters;
  options: { variants: FilterOption[]; exteriors: FilterOption[]; interiors: FilterOption[] };
  /** Swatch images by paint or trim name (lower case). */
  swatches: ReadonlyMap<string, string>;
  onChange(next: InventoryFilters): void;
}

function OptionGroup(props: {
  legend: string;
  options: FilterOption[];
  chosen: readonly string[];
  swatches: ReadonlyMap<string, string>;
  onToggle(name: string): void;
}) {
  const chosen = (name: string) => props.chosen.some((c) => c.toLowerCase() === name.toLowerCase());
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.options.map((option) => {
        const swatch = props.swatches.get(option.name.toLowerCase());
        return (
          <label key={option.name} className={styles.option} data-disabled={option.disabled || undefined}>
            <input
              type="checkbox"
              checked={chosen(option.name)}
              disabled={option.disabled && !chosen(option.name)}
              onChange={() => props.onToggle(option.name)}
            />
            {swatch ? <img className={styles.swatch} src={swatch} alt="" width={24} height={24} /> : null}
            <span>{option.name}</span>
            {option.disabled ? <span className={styles.soldOut}>Sold out</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The filter drawer's contents (spec 000 section 4): variant, exterior and interior filters and Reset. */
export function FilterPanel({ filters, options, swatches, onChange }: FilterPanelProps) {
  return (
    <div className={styles.panel}>
      <OptionGroup
        legend="Variant"
        options={options.variants}
        chosen={filters.variants}
        swatches={swatches}
        onToggle={(name) => onChange(toggleVariant(filters, name))}
      />
      <OptionGroup
        legend="Exterior"
        options={options.exteriors}
        chosen={filters.exteriors}
        swatches={swatches}
        onToggle={(name) => onChange(toggleExterior(filters, name))}
      />
      <OptionGroup
        legend="Interior"
        options={options.interiors}
        chosen={filters.interiors}
        swatches={swatches}
        onToggle={(name) => onChange(toggleInterior(filters, name))}
      />
      <Button variant="text" onClick={() => onChange(noInventoryFilters)}>
        Reset
      </Button>
    </div>
  );
}

import { chargingChoices, formatChargingPrice, type OptionEntry } from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { CheckboxCard } from '../../../components/checkbox-card';
import { type OptionRow, toOptionEntry } from '../api/configurator-api';
import { toggleOptionRow } from '../configuration-actions';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import { ListState } from './list-state';
import styles from './options.module.css';

const ChargingDetailsDialog = lazy(() => import('./charging-details-dialog'));

/** Why an option is shown but cannot be chosen. */
function disabledReason(option: OptionEntry, selected: readonly OptionEntry[]): string {
  const alternative = selected.find((chosen) => chosen.kind === 'Charge' && chosen.chargeType === 2);
  return option.chargeType === 1 && alternative
    ? `Not available with ${alternative.name}.`
    : 'Currently unavailable.';
}

/**
 * Charging options (spec 000 section 2 item 7) under the charging rules of section 4: hidden options are not
 * shown, disabled ones are shown without a price and say why; a zero price reads FREE. Each has a details
 * dialog with its description and terms.
 */
export function ChargingOptions({ chain }: { chain: CatalogueChain }) {
  const { configuration, options } = chain;
  const [details, setDetails] = useState<OptionRow | null>(null);
  const rows = options.data?.charging ?? [];
  const choices = chargingChoices(rows.map(toOptionEntry), configuration.options);
  return (
    <ListState
      query={options}
      waitingFor="Choose an interior to see the charging options."
      what="charging options"
    >
      <div className={styles.column}>
        {choices.map(({ option, status }) => {
          const row = rows.find((r) => r.yanaOptionID === option.id);
          if (!row) return null;
          return (
            <CheckboxCard
              key={option.id}
              indicator="round"
              label={option.name}
              checked={status === 'selected'}
              disabled={status === 'disabled'}
              onChange={() => toggleOptionRow(row)}
              price={status === 'disabled' ? undefined : formatChargingPrice(option.price)}
              description={
                status === 'disabled' ? disabledReason(option, configuration.options) : row.optionDesc
              }
              footer={
                <Button variant="text" onClick={() => setDetails(row)} aria-label={`Details: ${option.name}`}>
                  Details
                </Button>
              }
            />
          );
        })}
      </div>
      {details ? (
        <Suspense fallback={null}>
          <ChargingDetailsDialog option={details} onClose={() => setDetails(null)} />
        </Suspense>
      ) : null}
    </ListState>
  );
}

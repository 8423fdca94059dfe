import type { AustralianState } from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { track } from '../../../lib/analytics';
import styles from './vehicle-disposal.module.css';

const ValuationDialog = lazy(() =>
  import('./valuation-dialog').then((m) => ({ default: m.ValuationDialog })),
);

/** Where 'Learn more' goes: a marketplace for selling a car privately (our choice; the spec does not name it). */
export const marketplaceUrl = 'https://www.carsales.com.au/sell-my-car/';

/** The vehicle-disposal section (Australia only; spec 000 section 1, spec 001 section 2). */
export function VehicleDisposal({ state }: { state?: AustralianState | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="disposal-heading">
      <div className={styles.inner}>
        <h2 id="disposal-heading" className={styles.heading}>
          YOUR CURRENT VEHICLE
        </h2>
        <p className={styles.lead}>
          Find out what your current car is worth in a minute, then put it towards your LYRIQ.
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              track('valuation_open');
              setOpen(true);
            }}
          >
            Get an instant valuation
          </Button>
          <a href={marketplaceUrl} className={styles.learn} target="_blank" rel="noopener noreferrer">
            Learn more<span className="visually-hidden"> about selling your car (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ValuationDialog open onOpenChange={setOpen} state={state} />
        </Suspense>
      ) : null}
    </section>
  );
}

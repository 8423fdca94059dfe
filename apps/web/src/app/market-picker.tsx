import { zodResolver } from '@hookform/resolvers/zod';
import { LocationForm } from '@showroom/contract';
import { australianStates, countries, marketOf } from '@showroom/domain';
import { useId, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { drawnLocationChoice, releaseFirstScreenDialog } from '../lib/first-screen';
import { useNavigate } from '../lib/navigation';
import { confirmLocation } from '../state/location-confirmation';
import styles from './market-picker.module.css';

/**
 * A page opened without a market prefix: SELECT YOUR COUNTRY, then for Australia the bottom dialog
 * SELECT YOUR STATE, then the same path under the chosen market (spec 000 section 4, "Maintenance" paragraph).
 */
export default function MarketPicker({ path }: { path: string }) {
  const navigate = useNavigate();
  // The server drew a location form into the bare root's HTML (lib/first-screen.ts): this picker takes its place
  // before it paints, with what the visitor has chosen in it.
  const [start] = useState(() => drawnLocationChoice());
  useLayoutEffect(releaseFirstScreenDialog, []);
  const form = useForm<z.input<typeof LocationForm>, unknown, z.output<typeof LocationForm>>({
    resolver: zodResolver(LocationForm),
    defaultValues: { country: start?.country ?? '', state: start?.state ?? '' },
  });
  const [country, state] = form.watch(['country', 'state']);
  const [step, setStep] = useState<'country' | 'state'>('country');
  const countryId = useId();
  const stateId = useId();

  const go = form.handleSubmit((location) => {
    confirmLocation(location);
    const rest = path === '/' || path.startsWith('/?') ? path.slice(1) : path.replace(/^\//, '');
    navigate(`/${marketOf(location.country)}/${rest}`, { replace: true });
  });

  return (
    <div className={styles.backdrop}>
      <Dialog
        open={step === 'country'}
        onOpenChange={() => undefined}
        dismissible={false}
        size="sm"
        title={country ? 'SELECT YOUR LOCATION' : 'SELECT YOUR COUNTRY'}
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (country === 'NZ') void go();
            else if (country === 'AU') setStep('state');
          }}
        >
          <label htmlFor={countryId}>Country</label>
          <select id={countryId} {...form.register('country')}>
            <option value="">Select a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!country} block>
            SUBMIT
          </Button>
        </form>
      </Dialog>
      <Dialog
        open={step === 'state'}
        onOpenChange={(open) => !open && setStep('country')}
        variant="sheet"
        title="SELECT YOUR STATE"
      >
        <form className={styles.form} onSubmit={go}>
          <label htmlFor={stateId}>State or territory</label>
          <select id={stateId} {...form.register('state')}>
            <option value="">Select a state</option>
            {australianStates.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!state} block>
            SUBMIT
          </Button>
        </form>
      </Dialog>
    </div>
  );
}

import {
  type AustralianState,
  australianStates,
  type CountryCode,
  countries,
  isAustralianState,
  isCountryCode,
  marketOf,
} from '@showroom/domain';
import { useId, useState } from 'react';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { useNavigate } from '../lib/router';
import { confirmLocation } from '../state/location-confirmation';
import styles from './market-picker.module.css';

/**
 * A page opened without a market prefix: SELECT YOUR COUNTRY, then for Australia the bottom dialog
 * SELECT YOUR STATE, then the same path under the chosen market (spec 000 section 4, "Maintenance" paragraph).
 */
export default function MarketPicker({ path }: { path: string }) {
  const navigate = useNavigate();
  const [country, setCountry] = useState<CountryCode | ''>('');
  const [state, setState] = useState<AustralianState | ''>('');
  const [step, setStep] = useState<'country' | 'state'>('country');
  const countryId = useId();
  const stateId = useId();

  const go = (chosen: CountryCode, chosenState?: AustralianState) => {
    confirmLocation(
      chosen === 'AU' && chosenState ? { country: 'AU', state: chosenState } : { country: chosen },
    );
    const rest = path === '/' || path.startsWith('/?') ? path.slice(1) : path.replace(/^\//, '');
    navigate(`/${marketOf(chosen)}/${rest}`, { replace: true });
  };

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
            if (country === 'NZ') go('NZ');
            else if (country === 'AU') setStep('state');
          }}
        >
          <label htmlFor={countryId}>Country</label>
          <select
            id={countryId}
            value={country}
            onChange={(event) => setCountry(isCountryCode(event.target.value) ? event.target.value : '')}
          >
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
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (state) go('AU', state);
          }}
        >
          <label htmlFor={stateId}>State or territory</label>
          <select
            id={stateId}
            value={state}
            onChange={(event) => setState(isAustralianState(event.target.value) ? event.target.value : '')}
          >
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

import { zodResolver } from '@hookform/resolvers/zod';
import { LocationForm } from '@showroom/contract';
import {
  type AustralianState,
  type CountryCode,
  isAustralianState,
  isCompleteLocation,
  isCountryCode,
} from '@showroom/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { drawnFocus, drawnLocationChoice, releaseFirstScreenDialog } from '../../../lib/first-screen';
import type { Location } from '../../../state/location';
import { useCountryAndState } from '../api/configurator-api';
import styles from './location-dialog.module.css';

/** The dialog's choice as it is made: nothing chosen yet is ''. */
type Fields = z.input<typeof LocationForm>;

export interface LocationDialogProps {
  /** The location already held, if any: the dialog starts from it. */
  initial: Location;
  /** Whether the visitor may close without choosing (a valid location is already held). */
  dismissible: boolean;
  onConfirm(location: { country: CountryCode; state?: AustralianState }): void;
  onClose(): void;
  /**
   * Drawn into the page's HTML for use before (or without) the app's script: both lists and SUBMIT enabled, the
   * choice posted to the server (POST /location), which checks it.
   */
  drawn?: boolean;
}

/**
 * The location dialog (spec 000 section 2 item 1, sections 4 and 5): SELECT YOUR COUNTRY, then SELECT YOUR
 * LOCATION once a country is chosen; the state list is hidden for New Zealand and disabled until a country
 * is chosen; SUBMIT only for Australia with a state, or New Zealand. Closing applies a valid choice. A real form:
 * posted to the server when no script handles it (`drawn`).
 */
export default function LocationDialog({
  initial,
  dismissible,
  onConfirm,
  onClose,
  drawn = false,
}: LocationDialogProps) {
  const lists = useCountryAndState();
  const [path] = useLocation();
  // The dialog the server drew into the page (lib/first-screen.ts) gives way to this one before it paints, with
  // what the visitor has chosen in it and the focus where it was.
  const [start] = useState(() => drawnLocationChoice() ?? initial);
  const focus = useRef<string>(undefined);
  useLayoutEffect(() => {
    focus.current = drawnFocus();
    releaseFirstScreenDialog();
  }, []);
  const form = useForm<Fields, unknown, z.output<typeof LocationForm>>({
    resolver: zodResolver(LocationForm),
    defaultValues: { country: start.country ?? '', state: start.state ?? '' },
  });
  const [country, state] = form.watch(['country', 'state']);
  const valid = isCompleteLocation(country || undefined, state || undefined);
  const entries = lists.data ?? [];
  const states = entries.find((entry) => entry.country.code === 'AU')?.states ?? [];
  const confirm = form.handleSubmit(onConfirm);
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Dialog
      open
      size="sm"
      dismissible={dismissible || valid}
      title={country ? 'SELECT YOUR LOCATION' : 'SELECT YOUR COUNTRY'}
      description="Prices, delivery and offers depend on where the vehicle is registered."
      onOpenChange={(open) => {
        if (open) return;
        if (valid) void confirm();
        else if (dismissible) onClose();
      }}
      onOpenAutoFocus={(event) => {
        const control = focus.current && formRef.current?.querySelector<HTMLElement>(focus.current);
        if (!control) return;
        event.preventDefault();
        control.focus();
      }}
    >
      <form ref={formRef} className={styles.form} method="post" action="/location" onSubmit={confirm}>
        <input type="hidden" name="return" value={path} />
        {lists.isError ? (
          <p className={styles.error} role="alert">
            The list of countries could not be loaded.{' '}
            <Button variant="text" onClick={() => lists.refetch()}>
              Try again
            </Button>
          </p>
        ) : null}
        <SelectField
          label="Country"
          name="country"
          placeholder="Select a country"
          value={country}
          loading={lists.isPending}
          options={entries.map((entry) => ({ value: entry.country.code, label: entry.country.name }))}
          onChange={(value) => {
            form.setValue('country', isCountryCode(value) ? value : '');
            form.setValue('state', '');
          }}
        />
        {country !== 'NZ' ? (
          <SelectField
            label="State"
            name="state"
            placeholder="Select a state"
            value={state}
            loading={lists.isPending}
            disabled={!drawn && country !== 'AU'}
            options={states.map((s) => ({ value: s.code, label: s.name }))}
            onChange={(value) => form.setValue('state', isAustralianState(value) ? value : '')}
          />
        ) : null}
        <Button type="submit" block disabled={!drawn && !valid}>
          SUBMIT
        </Button>
      </form>
    </Dialog>
  );
}

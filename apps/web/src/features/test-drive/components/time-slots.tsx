import { type Ref, useId } from 'react';
import type { TimeSlot } from '../api/test-drive-api';
import styles from './time-slots.module.css';

export interface TimeSlotsProps {
  slots: readonly TimeSlot[] | undefined;
  loading: boolean;
  value: string;
  name: string;
  onChange(time: string): void;
  fieldRef: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/** The 90-minute slots of the chosen date as native radios; a full slot is shown and disabled. */
export function TimeSlots({ slots, loading, value, name, onChange, fieldRef, error }: TimeSlotsProps) {
  const id = useId();
  const first = slots?.find((slot) => slot.isAvailable);
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>Time</legend>
      {!slots ? (
        <p className={styles.hint}>
          {loading ? 'Loading...' : 'Please select a date to see the times.'}
          {/* Focus target for the time's error before a date is chosen. */}
          <input
            ref={fieldRef}
            type="radio"
            name={name}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          />
        </p>
      ) : slots.length === 0 ? (
        <p className={styles.hint}>No test drives on this date. Please choose another date.</p>
      ) : (
        <div className={styles.list}>
          {slots.map((slot) => (
            <label key={slot.time} className={styles.slot}>
              <input
                ref={slot === (slots.find((s) => s.time === value) ?? first) ? fieldRef : undefined}
                type="radio"
                name={name}
                value={slot.time}
                checked={slot.time === value}
                disabled={!slot.isAvailable}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(slot.time)}
              />
              <span>{slot.label}</span>
              {slot.isAvailable ? null : <span className={styles.full}>Fully booked</span>}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

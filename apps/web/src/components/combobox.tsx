import { type KeyboardEvent, useId, useState } from 'react';
import styles from './combobox.module.css';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  label: string;
  /** The typed text. */
  value: string;
  onInputChange(text: string): void;
  options: readonly ComboboxOption[];
  onSelect(option: ComboboxOption): void;
  /** Shown under the field while suggestions load. */
  loading?: boolean;
  /** An inline error, announced and tied to the field. */
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
}

/**
 * A text field with a list of suggestions (WAI-ARIA combobox pattern, list autocomplete): arrow keys move
 * through the suggestions, Enter picks, Escape closes; the active suggestion is announced through
 * aria-activedescendant while focus stays in the field.
 */
export function Combobox({
  label,
  value,
  onInputChange,
  options,
  onSelect,
  loading = false,
  error,
  hint,
  placeholder,
}: ComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          id={id}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={activeOption ? `${id}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div id={`${id}-list`} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
          {options.map((option, index) => (
            <div
              key={option.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`${styles.option} ${index === active ? styles.active : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              tabIndex={-1}
              onClick={() => pick(option)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') pick(option);
              }}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      {loading ? (
        <p className={styles.hint} role="status">
          Searching...
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

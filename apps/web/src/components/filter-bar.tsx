import { zodResolver } from '@hookform/resolvers/zod';
import { asFormOf } from '@showroom/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './button';
import styles from './filter-bar.module.css';

export interface FilterField {
  name: string;
  label: string;
  kind?: 'text' | 'date' | 'select';
  options?: readonly { value: string; label: string }[];
}

type Values = Record<string, string>;

/**
 * The filters of a server-side list (the back office), checked by the list call's own zod fields (the contract's), applied on
 * submit; CSV exports the same filters. Empty fields are left out.
 */
export function FilterBar({
  fields,
  schema,
  onApply,
  csvHref,
}: {
  fields: readonly FilterField[];
  schema: z.ZodType;
  onApply(values: Record<string, string>): void;
  csvHref?: string;
}) {
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(asFormOf<Values, Values>(schema)),
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
  });
  const errors = form.formState.errors;
  const apply = form.handleSubmit((values) => onApply(values));
  return (
    <form className={styles.bar} onSubmit={apply} aria-label="Filters" noValidate>
      {fields.map((field) => {
        const id = `filter-${field.name}`;
        const error = errors[field.name]?.message;
        const described = error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id}>{field.label}</label>
            {field.kind === 'select' ? (
              <select id={id} {...form.register(field.name)} {...described}>
                <option value="">Any</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={field.kind === 'date' ? 'date' : 'text'}
                {...form.register(field.name)}
                {...described}
              />
            )}
            {error ? (
              <span id={`${id}-error`} className={styles.error} role="alert">
                {String(error)}
              </span>
            ) : null}
          </div>
        );
      })}
      <div className={styles.buttons}>
        <Button type="submit">Apply filters</Button>
        {csvHref ? (
          <a className={styles.csv} href={csvHref} download>
            Export CSV
          </a>
        ) : null}
      </div>
    </form>
  );
}

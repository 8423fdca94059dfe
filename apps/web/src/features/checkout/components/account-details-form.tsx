import type { CountryCode } from '@showroom/domain';
import type { ClipboardEvent, ReactNode } from 'react';
import { type AccountErrors, type AccountForm, mobileInput } from '../account-rules';
import styles from './checkout.module.css';

interface FieldProps {
  name: keyof AccountForm;
  label: string;
  form: AccountForm;
  errors: AccountErrors;
  onChange(name: keyof AccountForm, value: string): void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  blockClipboard?: boolean;
}

const blocked = (event: ClipboardEvent) => event.preventDefault();

function Field({
  name,
  label,
  form,
  errors,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  blockClipboard,
}: FieldProps) {
  const id = `account-${name}`;
  const error = errors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={form[name]}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(name, event.target.value)}
        {...(blockClipboard ? { onCopy: blocked, onCut: blocked, onPaste: blocked } : {})}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface AccountDetailsFormProps {
  country: CountryCode;
  form: AccountForm;
  errors: AccountErrors;
  disabled: boolean;
  onChange(form: AccountForm): void;
  children?: ReactNode;
}

/** ENTER ACCOUNT DETAILS (spec 001 sections 2 and 5): customer type, business fields, names, email twice, mobile, comments. */
export function AccountDetailsForm({
  country,
  form,
  errors,
  disabled,
  onChange,
  children,
}: AccountDetailsFormProps) {
  const change = (name: keyof AccountForm, value: string) =>
    onChange({ ...form, [name]: name === 'mobile' ? mobileInput(value) : value });
  const shared = { form, errors, onChange: change };
  return (
    <fieldset className={styles.form} disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
      <fieldset className={styles.choice}>
        <legend>Customer type</legend>
        {(['Private', 'Business'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={form.customerType === type}
              onChange={() => onChange({ ...form, customerType: type })}
            />{' '}
            {type}
          </label>
        ))}
      </fieldset>
      {form.customerType === 'Business' ? (
        <div className={styles.row}>
          <Field name="businessName" label="Business name" autoComplete="organization" {...shared} />
          <Field name="abn" label={country === 'NZ' ? 'NZBN' : 'ABN'} inputMode="numeric" {...shared} />
        </div>
      ) : null}
      <div className={styles.row}>
        <Field name="firstName" label="First name" autoComplete="given-name" {...shared} />
        <Field name="lastName" label="Last name" autoComplete="family-name" {...shared} />
      </div>
      <div className={styles.row}>
        <Field name="email" label="Email" type="email" autoComplete="email" inputMode="email" {...shared} />
        <Field
          name="confirmEmail"
          label="Confirm email"
          type="email"
          inputMode="email"
          blockClipboard
          {...shared}
        />
      </div>
      <Field name="mobile" label="Mobile" type="tel" autoComplete="tel" inputMode="tel" {...shared} />
      <label className={styles.field} htmlFor="account-comment">
        Comments (optional)
        <textarea
          id="account-comment"
          rows={8}
          value={form.comment}
          maxLength={2000}
          onChange={(event) => onChange({ ...form, comment: event.target.value })}
        />
      </label>
      {children}
    </fieldset>
  );
}

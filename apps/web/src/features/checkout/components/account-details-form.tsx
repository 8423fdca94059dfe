import type { CustomerType } from '@showroom/contract';
import { type AccountField, accountMobileInput, businessNumberOf, type CountryCode } from '@showroom/domain';
import type { ClipboardEvent, ReactNode } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../../components/text-field';
import { useTip } from '../../../components/use-tip';
import { checkoutText } from '../content';
import type { CheckoutForm } from '../order-request';
import styles from './checkout.module.css';

const blocked = (event: ClipboardEvent) => event.preventDefault();

/** Spec 001 section 9: the email tip shows for 2 s. */
const emailTipMs = 2_000;

export interface AccountDetailsFormProps {
  country: CountryCode;
  customerType: CustomerType;
  onCustomerType(type: CustomerType): void;
  form: CheckoutForm;
  errors: Partial<Record<AccountField, string>>;
  /** The waitlist variant asks for the privacy confirmation and marketing consent. */
  waitlist?: { privacyError?: string | undefined; onOpenPrivacy(): void };
  disabled: boolean;
  onChange(form: CheckoutForm): void;
  children?: ReactNode;
}

/**
 * ENTER ACCOUNT DETAILS and its waitlist variant (spec 001 sections 2 and 5): customer type, business name and
 * ABN/NZBN for a business, names, email and its confirmation (copy, cut and paste blocked), mobile (digits, cut
 * to 10), comments of 8 rows.
 */
export function AccountDetailsForm({
  country,
  customerType,
  onCustomerType,
  form,
  errors,
  waitlist,
  disabled,
  onChange,
  children,
}: AccountDetailsFormProps) {
  const set =
    <K extends keyof CheckoutForm>(key: K) =>
    (value: CheckoutForm[K]) =>
      onChange({ ...form, [key]: value });
  const emailTip = useTip<'email'>(emailTipMs);
  return (
    <fieldset className={styles.form} disabled={disabled}>
      <legend className="visually-hidden">Account details</legend>
      <fieldset className={styles.choice}>
        <legend>Customer type</legend>
        {(['Private', 'Business'] as const).map((type) => (
          <label key={type} className={styles.choiceOption}>
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={customerType === type}
              onChange={() => onCustomerType(type)}
            />
            {type}
          </label>
        ))}
      </fieldset>
      {customerType === 'Business' ? (
        <div className={styles.row}>
          <TextField
            label="Business name"
            autoComplete="organization"
            value={form.businessName}
            onChange={set('businessName')}
            error={errors.businessName}
          />
          <TextField
            label={businessNumberOf(country).name}
            inputMode="numeric"
            value={form.abn}
            onChange={(typed) => set('abn')(typed.replace(/\D/g, '').slice(0, 13))}
            error={errors.abn}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          onFocus={() => emailTip.show('email', 'focus')}
          onBlur={() => emailTip.hide('email')}
          error={errors.email}
        />
        <TextField
          label="Confirm email"
          type="email"
          autoComplete="off"
          value={form.confirmEmail}
          onChange={set('confirmEmail')}
          onCopy={blocked}
          onCut={blocked}
          onPaste={blocked}
          error={errors.confirmEmail}
        />
      </div>
      <p className={styles.tip} role="status">
        {emailTip.shown === 'email' ? checkoutText.emailTip : null}
      </p>
      <TextField
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={form.mobile}
        onChange={(typed) => set('mobile')(accountMobileInput(typed))}
        error={errors.mobile}
      />
      <TextAreaField
        label="Comments (optional)"
        rows={8}
        maxLength={2000}
        value={form.comment}
        onChange={set('comment')}
      />
      {waitlist ? (
        <>
          <CheckboxField
            checked={form.privacy}
            onChange={set('privacy')}
            error={waitlist.privacyError}
            required
          >
            I have read and agree to the{' '}
            <button type="button" className={styles.inlineLink} onClick={waitlist.onOpenPrivacy}>
              Privacy Statement
            </button>
            .
          </CheckboxField>
          <CheckboxField checked={form.marketing} onChange={set('marketing')}>
            Keep me updated with news and offers from Cadillac (optional).
          </CheckboxField>
        </>
      ) : null}
      {children}
    </fieldset>
  );
}

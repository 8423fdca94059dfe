import type { CustomerType } from '@showroom/contract';
import { accountMobileInput, businessNumberOf, type CountryCode } from '@showroom/domain';
import type { ClipboardEvent, ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { checkboxFieldProps, textFieldProps } from '../../../components/controlled-field';
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
  /** The checkout's form (react-hook-form, checked by the contract's `accountDetailsFormFor`). */
  control: Control<CheckoutForm>;
  /** The waitlist variant asks for the privacy confirmation and marketing consent. */
  waitlist?: { onOpenPrivacy(): void };
  disabled: boolean;
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
  control,
  waitlist,
  disabled,
  children,
}: AccountDetailsFormProps) {
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
          <Controller
            control={control}
            name="businessName"
            render={(controlled) => (
              <TextField label="Business name" autoComplete="organization" {...textFieldProps(controlled)} />
            )}
          />
          <Controller
            control={control}
            name="abn"
            render={(controlled) => (
              <TextField
                label={businessNumberOf(country).name}
                inputMode="numeric"
                {...textFieldProps(controlled, (typed) => typed.replace(/\D/g, '').slice(0, 13))}
              />
            )}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        <Controller
          control={control}
          name="firstName"
          render={(controlled) => (
            <TextField label="First name" autoComplete="given-name" {...textFieldProps(controlled)} />
          )}
        />
        <Controller
          control={control}
          name="lastName"
          render={(controlled) => (
            <TextField label="Last name" autoComplete="family-name" {...textFieldProps(controlled)} />
          )}
        />
      </div>
      <div className={styles.row}>
        <Controller
          control={control}
          name="email"
          render={(controlled) => {
            const props = textFieldProps(controlled);
            return (
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                {...props}
                onFocus={() => emailTip.show('email', 'focus')}
                onBlur={() => {
                  emailTip.hide('email');
                  props.onBlur();
                }}
              />
            );
          }}
        />
        <Controller
          control={control}
          name="confirmEmail"
          render={(controlled) => (
            <TextField
              label="Confirm email"
              type="email"
              autoComplete="off"
              onCopy={blocked}
              onCut={blocked}
              onPaste={blocked}
              {...textFieldProps(controlled)}
            />
          )}
        />
      </div>
      <p className={styles.tip} role="status">
        {emailTip.shown === 'email' ? checkoutText.emailTip : null}
      </p>
      <Controller
        control={control}
        name="mobile"
        render={(controlled) => (
          <TextField
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...textFieldProps(controlled, accountMobileInput)}
          />
        )}
      />
      <Controller
        control={control}
        name="comment"
        render={({ field }) => (
          <TextAreaField
            label="Comments (optional)"
            rows={8}
            maxLength={2000}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {waitlist ? (
        <>
          <Controller
            control={control}
            name="privacy"
            render={(controlled) => (
              <CheckboxField {...checkboxFieldProps(controlled)} required>
                I have read and agree to the{' '}
                <button type="button" className={styles.inlineLink} onClick={waitlist.onOpenPrivacy}>
                  Privacy Statement
                </button>
                .
              </CheckboxField>
            )}
          />
          <Controller
            control={control}
            name="marketing"
            render={(controlled) => (
              <CheckboxField {...checkboxFieldProps(controlled)}>
                Keep me updated with news and offers from Cadillac (optional).
              </CheckboxField>
            )}
          />
        </>
      ) : null}
      {children}
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { OrderDetailsFields, orderDetailsProblems } from '@showroom/contract';
import { type LicenceImageKind, licenceImageKinds, maxUploadBytes, streetOf } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-error';
import { base64Of, documentsQuery, idsOf, type Order, sendOrderDetails } from '../api/documents-api';
import styles from './documents.module.css';

type Fields = z.input<typeof OrderDetailsFields>;
type FieldName = keyof Fields;

const labels: Record<FieldName, string> = {
  DriveLicenseNumber: 'Driver licence number',
  DriveLicenseExpDate: 'Licence expiry date',
  BillingAddress: 'Street address',
  BillingSuburb: 'Suburb',
  BillingPostCode: 'Postcode',
  BillingState: 'State',
  RegoAddress: 'Street address',
  RegoSuburb: 'Suburb',
  RegoPostCode: 'Postcode',
  RegoState: 'State',
};
const sideLabels: Record<LicenceImageKind, string> = {
  'Drive License Front': 'Licence front',
  'Drive License Back': 'Licence back',
};

const fromOrder = (order: Order): Fields => {
  const c = order.orderCustomer;
  return {
    DriveLicenseNumber: c.driveLicenseNumber ?? '',
    DriveLicenseExpDate: c.driveLicenseExpDate ?? '',
    // The street alone: an order may keep the whole line of the address search (audit 002 #8).
    BillingAddress: streetOf(c.billingAddress ?? '', {
      suburb: c.billingSuburb,
      state: c.billingState,
      postcode: c.billingPostCode,
    }),
    BillingSuburb: c.billingSuburb ?? '',
    BillingPostCode: c.billingPostCode ?? '',
    BillingState: c.billingState ?? '',
    RegoAddress: streetOf(c.regoAddress ?? '', {
      suburb: c.regoSuburb,
      state: c.regoState,
      postcode: c.regoPostCode,
    }),
    RegoSuburb: c.regoSuburb ?? '',
    RegoPostCode: c.regoPostCode ?? '',
    RegoState: c.regoState ?? '',
  };
};

interface Props {
  order: Order;
  onClose(): void;
  onChanged(): void;
}

/**
 * "Provide Your Details" (spec 002 sections 3, 7 and 8): licence number and expiry, billing and registration
 * addresses, and both sides of the licence (JPEG, PNG or PDF up to 10 MB). Save keeps what is given; Submit needs
 * everything and opens the contract for signing. The spec's success texts; the server's message in red.
 */
export function ProvideDetailsDialog({ order, onClose, onChanged }: Props) {
  const country = order.orderVehicle.country;
  const submitting = useRef(false);
  const schema = useMemo(
    () =>
      OrderDetailsFields.superRefine((fields, context) => {
        for (const problem of orderDetailsProblems(fields, country, submitting.current)) {
          context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        }
      }),
    [country],
  );
  const form = useForm<Fields, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: fromOrder(order),
  });
  const stored = useQuery(documentsQuery(order));
  const [files, setFiles] = useState<Partial<Record<LicenceImageKind, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<LicenceImageKind | 'docs', string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { errors, isSubmitting } = form.formState;
  const have = new Set<string>(stored.data?.map((row) => row.reportType));

  const text = (name: FieldName) => {
    const { onChange, ...rest } = form.register(name);
    return {
      ...rest,
      label: labels[name],
      error: errors[name]?.message,
      onChange: (value: string) => onChange({ target: { name, value }, type: 'change' }),
    };
  };

  const pick = (kind: LicenceImageKind, file: File | undefined) => {
    setFileErrors((current) => ({ ...current, [kind]: undefined, docs: undefined }));
    if (file && file.size > maxUploadBytes) {
      setFileErrors((current) => ({
        ...current,
        [kind]: 'The file is larger than 10 MB. Please upload a smaller file.',
      }));
      return;
    }
    setFiles((current) => ({ ...current, [kind]: file }));
  };

  const send = (submit: boolean) => {
    submitting.current = submit;
    return form.handleSubmit(async (fields) => {
      setResult(undefined);
      const picked = licenceImageKinds.flatMap((kind) => {
        const file = files[kind];
        return file ? [{ kind, file }] : [];
      });
      try {
        const docs = await Promise.all(
          picked.map(async ({ kind, file }) => ({
            DocumentType: kind,
            FileName: file.name,
            Content: await base64Of(file),
          })),
        );
        const reply = await sendOrderDetails({
          customerDetails: { ...idsOf(order), ...fields, Submit: submit },
          docs,
        });
        setResult({ tone: 'success', text: reply.message });
        setFiles({});
        void stored.refetch();
        onChanged();
      } catch (error) {
        const apiError = error instanceof ApiError ? error : undefined;
        for (const detail of apiError?.details ?? []) {
          const field = /^customerDetails\.(\w+)$/.exec(detail.field)?.[1];
          const doc = /^docs\.(\d+)/.exec(detail.field)?.[1];
          if (field) form.setError(field as FieldName, { message: detail.message });
          else if (doc !== undefined) {
            const kind = picked[Number(doc)]?.kind;
            if (kind) setFileErrors((current) => ({ ...current, [kind]: detail.message }));
          } else if (detail.field === 'docs')
            setFileErrors((current) => ({ ...current, docs: detail.message }));
        }
        setResult({
          tone: 'error',
          text: apiError?.message ?? 'Your details could not be sent. Please try again.',
        });
      }
    })();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Provide Your Details"
      size="lg"
    >
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Driver licence</legend>
          <div className={styles.grid}>
            <TextField {...text('DriveLicenseNumber')} autoComplete="off" />
            <TextField {...text('DriveLicenseExpDate')} type="date" />
          </div>
          <div className={styles.grid}>
            {licenceImageKinds.map((kind) => {
              const id = `licence-${kind.replace(/\W+/g, '-').toLowerCase()}`;
              return (
                <div key={kind} className={styles.file}>
                  <label htmlFor={id}>{sideLabels[kind]}</label>
                  <input
                    id={id}
                    type="file"
                    accept="image/jpeg,image/png,application/pdf"
                    aria-describedby={`${id}-hint${fileErrors[kind] ? ` ${id}-error` : ''}`}
                    aria-invalid={fileErrors[kind] ? true : undefined}
                    onChange={(event) => pick(kind, event.target.files?.[0])}
                  />
                  <p id={`${id}-hint`} className={styles.hint}>
                    {have.has(kind)
                      ? 'Uploaded. Choose a file to replace it.'
                      : 'JPEG, PNG or PDF, up to 10 MB.'}
                  </p>
                  {fileErrors[kind] ? (
                    <span id={`${id}-error`} className={styles.error} role="alert">
                      {fileErrors[kind]}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
          {fileErrors.docs ? (
            <span className={styles.error} role="alert">
              {fileErrors.docs}
            </span>
          ) : null}
        </fieldset>
        {(['Billing', 'Rego'] as const).map((prefix) => (
          <fieldset key={prefix} className={styles.fieldset}>
            <legend className={styles.legend}>
              {prefix === 'Billing' ? 'Billing address' : 'Registration address'}
            </legend>
            <TextField {...text(`${prefix}Address`)} autoComplete="off" />
            <div className={styles.grid}>
              <TextField {...text(`${prefix}Suburb`)} autoComplete="off" />
              <TextField
                {...text(`${prefix}PostCode`)}
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
              />
              <TextField {...text(`${prefix}State`)} maxLength={3} autoComplete="off" />
            </div>
          </fieldset>
        ))}
        {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
        <div className={styles.actions}>
          <Button onClick={() => send(true)} busy={isSubmitting && submitting.current}>
            Submit
          </Button>
          <Button variant="secondary" onClick={() => send(false)} busy={isSubmitting && !submitting.current}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default ProvideDetailsDialog;

import { zodResolver } from '@hookform/resolvers/zod';
import { ContractPdfForm, type StaffContractData } from '@showroom/contract';
import { roleAtLeast } from '@showroom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-error';
import { useStaffRole } from '../../../state/staff-role';
import styles from '../../../styles/staff-page.module.css';
import { ordersCalls, staffContractFileUrl, staffContractQuery } from '../api/staff-orders-api';

const statusText: Record<StaffContractData['status'], string> = {
  none: 'Not issued yet: the customer’s draft is generated from the order when they open it.',
  draft: 'Draft generated from the order, not signed.',
  attached: 'PDF attached by staff, not signed: the customer reviews and signs this file.',
  signed: 'Signed.',
};

/** The file's content in base64, as the attach call takes it. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * The order's contract for staff: where it stands, the file, and (sales and up, until the customer signs)
 * regenerate it from the order or attach a PDF in its place. The server checks the role, the PDF and the state.
 */
export function ContractPanel({ orderId, status }: { orderId: string; status: string }) {
  const id = useId();
  const query = useQuery(staffContractQuery(orderId));
  const canChange = roleAtLeast(useStaffRole(), 'sales');
  const form = useForm<z.input<typeof ContractPdfForm>, unknown, z.output<typeof ContractPdfForm>>({
    resolver: zodResolver(ContractPdfForm),
    defaultValues: { files: null },
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const contract = query.data;

  /** What follows a change: the contract read again and what happened said; a refusal of the file on its field. */
  const outcome = (done: string) => ({
    onMutate: () => setMessage(null),
    onSuccess: async () => {
      await query.refetch();
      setMessage({ ok: true, text: done });
    },
    onError: (error: Error) => {
      const fieldError =
        error instanceof ApiError ? error.details.find((d) => d.field === 'file') : undefined;
      if (fieldError) form.setError('files', { message: fieldError.message });
      else setMessage({ ok: false, text: error.message || 'That did not work.' });
    },
  });
  const regenerate = useMutation({
    mutationFn: () => ordersCalls.regenerateContract({ orderId }),
    ...outcome('Contract regenerated from the order.'),
  });
  const attach = useMutation({
    mutationFn: async (file: File) =>
      ordersCalls.attachContract({ orderId, fileName: file.name, file: await base64Of(file) }),
    ...outcome('PDF attached: the customer now sees it.'),
  });
  const fileError = form.formState.errors.files?.message;
  // The checked file is the one the browser chose (a File); attached, the form is emptied.
  const sendFile = form.handleSubmit(({ files }) =>
    attach.mutate(files as File, { onSuccess: () => form.reset() }),
  );

  const changeable = canChange && contract && contract.status !== 'signed' && status !== 'Cancelled';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Contract
      </h2>
      {query.isPending ? <p>Loading…</p> : null}
      {query.error ? <p className={styles.error}>{query.error.message}</p> : null}
      {contract ? (
        <>
          <p data-testid="contract-status">{statusText[contract.status]}</p>
          {contract.signedAt ? (
            <p>
              Signed by {contract.signedBy} on {new Date(contract.signedAt).toLocaleString('en-AU')}.
            </p>
          ) : null}
          {contract.document ? (
            <p>
              <a href={staffContractFileUrl(orderId)} target="_blank" rel="noreferrer">
                Open the contract{contract.document.fileName ? ` (${contract.document.fileName})` : ''}
              </a>{' '}
              <span className={styles.muted}>SHA-256 {contract.document.sha256.slice(0, 12)}…</span>
            </p>
          ) : null}
        </>
      ) : null}
      {changeable ? (
        <>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              busy={regenerate.isPending}
              onClick={() => regenerate.mutate()}
            >
              Regenerate from the order
            </Button>
          </div>
          <form onSubmit={sendFile} noValidate aria-labelledby={`${id}-attach`}>
            <h3 id={`${id}-attach`} className={styles.formTitle}>
              Attach a PDF instead
            </h3>
            <div className={styles.formField}>
              <label htmlFor={`${id}-file`}>Contract PDF (at most 10 MB)</label>
              <input
                id={`${id}-file`}
                type="file"
                accept="application/pdf,.pdf"
                {...form.register('files')}
                {...(fileError ? { 'aria-invalid': true, 'aria-describedby': `${id}-file-error` } : {})}
              />
              {fileError ? (
                <span id={`${id}-file-error`} className={styles.error}>
                  {fileError}
                </span>
              ) : null}
            </div>
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" busy={attach.isPending}>
                Attach PDF
              </Button>
            </div>
          </form>
        </>
      ) : null}
      <p role="status" className={message?.ok ? styles.success : styles.error}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ContractSigningForm } from '@showroom/contract';
import { cents, contractConsentText, formatMoney } from '@showroom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-error';
import { contractQuery, type Order, orderIdsOf, sendSignature, signInAgainUrl } from '../api/contract-api';
import styles from './contract.module.css';
import { ContractLinks } from './contract-links';

type Fields = z.input<typeof ContractSigningForm>;

interface Props {
  order: Order;
  onClose(): void;
  onChanged(): void;
}

/**
 * "Review and Sign Contract" (spec 002 sections 4, 5 and 8): the draft to read, the buyer's full name and the
 * consent box in the spec's words; the sign button is enabled only when it is ticked. On success the order is read
 * again and the dialog closes; on failure the server's message shows in red (with a way to sign in again when the
 * last sign-in is older than 15 minutes).
 */
export function SignContractDialog({ order, onClose, onChanged }: Props) {
  const form = useForm<Fields, unknown, z.output<typeof ContractSigningForm>>({
    resolver: zodResolver(ContractSigningForm),
    defaultValues: { FullName: '', Consent: false as unknown as true },
  });
  const [failure, setFailure] = useState<{ text: string; reauth: boolean }>();
  const { errors, isSubmitting } = form.formState;
  const consent = form.watch('Consent');
  const name = form.register('FullName');

  // The version shown in the links is the one signed: the server refuses another (409 ContractChanged).
  const contract = useQuery(contractQuery(order));

  const signing = useMutation({ mutationFn: sendSignature });
  const sign = form.handleSubmit(async (fields) => {
    setFailure(undefined);
    if (!contract.data) return;
    try {
      await signing.mutateAsync({ ...orderIdsOf(order), ...fields, ContractSha256: contract.data.sha256 });
      onChanged();
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fullName = apiError?.details.find((detail) => detail.field === 'FullName');
      if (fullName) form.setError('FullName', { message: fullName.message });
      // A new version was issued since it was opened: show that one to review.
      if (apiError?.errorCode === 'ContractChanged') await contract.refetch();
      setFailure({
        text: apiError?.message ?? 'Your contract could not be signed. Please try again.',
        reauth: apiError?.errorCode === 'RecentSignInRequired',
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Review and Sign Contract">
      <form className={styles.body} noValidate onSubmit={sign}>
        <p>
          Please read your vehicle sales order contract for order {order.yanaOrderIDs.yanaOrderNo}: LYRIQ{' '}
          {order.orderVehicle.variantName}, drive-away price{' '}
          {formatMoney(cents(order.driveAwayCost.driveawayPrice))}.
        </p>
        <ContractLinks order={order} />
        <TextField
          {...name}
          onChange={(value) => name.onChange({ target: { name: 'FullName', value }, type: 'change' })}
          label="Your full name"
          autoComplete="name"
          error={errors.FullName?.message}
        />
        <label className={styles.consent}>
          <input type="checkbox" {...form.register('Consent')} />
          <span>{contractConsentText}</span>
        </label>
        {failure ? (
          <Notice
            tone="error"
            action={
              failure.reauth ? <a href={signInAgainUrl(order.orderVehicle.country)}>Sign in again</a> : null
            }
          >
            {failure.text}
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={!consent || !contract.data} busy={isSubmitting}>
            Sign Contract
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default SignContractDialog;

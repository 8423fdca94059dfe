import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { Notice } from '../../../../components/notice';
import { CheckboxField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-error';
import { type AccountDeletion, deleteAccountCall } from '../../api/account-api';
import styles from './privacy.module.css';
import { needsRecentSignIn, SignInAgainLink } from './recent-sign-in';

/**
 * Delete my account: says what goes and what the law makes us keep, asks for a confirmation, and hands the result
 * on. A sign-in older than 15 minutes is sent to sign in again first.
 */
export function DeleteAccountDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  market: string;
  country: 'AU' | 'NZ';
  onDeleted(result: AccountDeletion): void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<{ reauth: boolean; text: string }>();

  const deleting = useMutation({
    mutationFn: deleteAccountCall,
    onMutate: () => setProblem(undefined),
    onSuccess: props.onDeleted,
    onError: (error) =>
      setProblem({
        reauth: needsRecentSignIn(error),
        text:
          error instanceof ApiError ? error.message : 'Your account could not be deleted. Please try again.',
      }),
  });

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Delete your account?" size="md">
      <div className={styles.dialogBody}>
        <p>We will delete at once:</p>
        <ul>
          <li>your sign-in account and your profile;</li>
          <li>your communication preferences and the copies of the emails we sent you;</li>
          <li>the names and contact details in your enquiries, and your shared configuration links;</li>
          <li>your test drive bookings (one still to come is cancelled) and your driver licence images.</li>
        </ul>
        <p>
          We keep your orders and their invoices, without your name or contact details, and any contract you
          signed as you signed it, because tax law requires us to keep sales records (five years in Australia,
          seven in New Zealand). We will not email you again.
        </p>
        <CheckboxField checked={confirmed} onChange={setConfirmed}>
          I understand that my account and data are deleted for good.
        </CheckboxField>
        {problem ? (
          <Notice
            tone="error"
            action={
              problem.reauth ? (
                <SignInAgainLink market={props.market} country={props.country} then="delete" />
              ) : null
            }
          >
            {problem.text}
          </Notice>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            className={styles.danger}
            disabled={!confirmed}
            busy={deleting.isPending || deleting.isSuccess}
            onClick={() => deleting.mutate()}
          >
            Delete my account
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

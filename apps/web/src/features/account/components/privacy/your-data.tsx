import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '../../../../components/button';
import { Notice } from '../../../../components/notice';
import { ApiError } from '../../../../lib/api-error';
import { useNavigate } from '../../../../lib/navigation';
import { exportPersonalDataCall, type PersonalData } from '../../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './privacy.module.css';
import { needsRecentSignIn, type ResumeAction, SignInAgainLink } from './recent-sign-in';

/** Saves the export as a JSON file the browser downloads. */
function download(data: PersonalData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cadillac-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Download my data and Delete my account. Both need a recent sign-in: the customer signs in again and comes back
 * with `?then=export` (the download starts) or `?then=delete` (the dialog opens again).
 */
export function YourData({ market, country }: { market: string; country: 'AU' | 'NZ' }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<{ reauth: boolean; text: string }>();
  const [done, setDone] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const resumed = useRef(false);

  const exporting = useMutation({
    mutationFn: exportPersonalDataCall,
    onMutate: () => {
      setProblem(undefined);
      setDone(false);
    },
    onSuccess: (data) => {
      download(data);
      setDone(true);
    },
    onError: (error) =>
      setProblem({
        reauth: needsRecentSignIn(error),
        text:
          error instanceof ApiError ? error.message : 'Your data could not be downloaded. Please try again.',
      }),
  });
  const exportData = () => exporting.mutate();

  useEffect(() => {
    const then = params.get('then') as ResumeAction | null;
    if (!then || resumed.current) return;
    resumed.current = true;
    setParams({}, { replace: true });
    if (then === 'export') exportData();
    if (then === 'delete') setDeleteOpen(true);
  });

  return (
    <section aria-labelledby="your-data-title" className={styles.section}>
      <h2 id="your-data-title" className={styles.heading}>
        Your data
      </h2>
      <p className={styles.lead}>
        Download everything we hold about you (your profile, orders, enquiries, shared links, consents and the
        emails we sent) as a file, or have your account and personal data deleted. For your security we ask
        for your password again first if you signed in more than 15 minutes ago.
      </p>
      {problem ? (
        <Notice
          tone="error"
          action={problem.reauth ? <SignInAgainLink market={market} country={country} then="export" /> : null}
        >
          {problem.text}
        </Notice>
      ) : null}
      {done ? <Notice tone="success">Your data has been downloaded.</Notice> : null}
      <div className={styles.actions}>
        <Button busy={exporting.isPending} onClick={exportData}>
          Download my data
        </Button>
        <Button variant="secondary" onClick={() => setDeleteOpen(true)}>
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        market={market}
        country={country}
        onDeleted={(result) => navigate(`/${market}/account-deleted`, { state: result, replace: true })}
      />
    </section>
  );
}

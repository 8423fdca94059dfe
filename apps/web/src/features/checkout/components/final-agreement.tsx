import { lazy, Suspense, useState } from 'react';
import { CheckboxField } from '../../../components/text-field';
import { accountGuidelines, orderTerms, type TermsDocument } from '../content';
import styles from './checkout.module.css';

const TermsDialog = lazy(() => import('./terms-dialog'));
const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

/**
 * The final agreement before paying (spec 001 section 5): the order terms, the privacy statement and the account
 * guidelines, each readable in its dialog. Place order stays unavailable until it is ticked.
 */
export function FinalAgreement({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const [open, setOpen] = useState<TermsDocument | 'privacy' | null>(null);
  const link = (label: string, target: TermsDocument | 'privacy') => (
    <button type="button" className={styles.inlineLink} onClick={() => setOpen(target)}>
      {label}
    </button>
  );
  return (
    <>
      <CheckboxField checked={checked} onChange={onChange} required>
        I agree to the {link('Order Terms & Conditions', orderTerms)}, the{' '}
        {link('privacy statement', 'privacy')} and the {link('account guidelines', accountGuidelines)}.
      </CheckboxField>
      <Suspense fallback={null}>
        {open === 'privacy' ? <PrivacyStatementDialog onClose={() => setOpen(null)} /> : null}
        {open && open !== 'privacy' ? <TermsDialog document={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}

import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useNavigate } from '../../../lib/router';
import { checkoutText } from '../content';
import styles from './checkout.module.css';

export interface RegisteredEmailDialogProps {
  /** The server's message; the dialog is open while there is one. */
  message: string | null;
  market: string;
  /** No: continue the order without signing in. */
  onContinue(): void;
  onClose(): void;
}

/**
 * 'This email is already registered' (spec 001 section 8): Yes signs in and comes back to checkout (the form is
 * kept in this tab's storage); No continues the order anyway.
 */
export function RegisteredEmailDialog({ message, market, onContinue, onClose }: RegisteredEmailDialogProps) {
  const navigate = useNavigate();
  const returnUrl = `/${market}/checkout`;
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={checkoutText.registeredTitle}
      description={message ?? ''}
      size="sm"
    >
      <div className={styles.actions}>
        <Button onClick={() => navigate(`/${market}/sign-in?returnUrl=${encodeURIComponent(returnUrl)}`)}>
          Yes
        </Button>
        <Button variant="secondary" onClick={onContinue}>
          No
        </Button>
      </div>
    </Dialog>
  );
}

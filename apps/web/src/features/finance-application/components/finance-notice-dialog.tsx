import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { financeStatusQuery, type Order } from '../api/finance-application-api';
import styles from './finance-application.module.css';

/**
 * The Finance notice (spec 002 sections 2 and 4 "Finance application"): the application is made with the finance
 * partner of the order's country, on the partner's site; the partner lets the Sales Team know how it went.
 */
export function FinanceNoticeDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const status = useQuery(financeStatusQuery(order));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Finance Application"
      size="sm"
    >
      <div className={styles.body}>
        {status.isError ? (
          <Notice tone="error">{status.error.message}</Notice>
        ) : !status.data ? (
          <p>Loading...</p>
        ) : (
          <>
            <p>
              Your finance application for order {order.yanaOrderIDs.yanaOrderNo} is made with{' '}
              {status.data.lenderName}, our finance partner, on their website. It opens in a new tab; have
              your licence and income details at hand.
            </p>
            <p>
              Once you apply, {status.data.lenderName} lets the Cadillac Sales Team know, and the step "
              {status.data.financeApplicationStepName}" is completed on your order.
            </p>
            <a
              className={styles.partner}
              href={status.data.financeApplicationStepLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Continue to {status.data.lenderName}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

export default FinanceNoticeDialog;

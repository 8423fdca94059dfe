import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { Order } from '../api/contract-api';
import styles from './contract.module.css';
import { ContractLinks } from './contract-links';

/** "Download Contract": the signed contract to view or download (spec 002 section 4). */
export function DownloadContractDialog({ order, onClose }: { order: Order; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Your Contract" size="sm">
      <div className={styles.body}>
        <p>Your signed vehicle sales order contract for order {order.yanaOrderIDs.yanaOrderNo}.</p>
        <ContractLinks order={order} />
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

export default DownloadContractDialog;

import { useQuery } from '@tanstack/react-query';
import { contractQuery, type Order } from '../api/contract-api';
import styles from './contract.module.css';

/** View and Download of the latest contract (spec 002 section 4: "The latest contract document"). */
export function ContractLinks({ order }: { order: Order }) {
  const contract = useQuery(contractQuery(order));
  if (contract.isError) return <p role="alert">Your contract could not be loaded. Please try again.</p>;
  if (!contract.data) return <p>Preparing your contract...</p>;
  return (
    <p className={styles.links}>
      <a href={contract.data.displayUrl} target="_blank" rel="noopener">
        View {contract.data.reportName} (PDF)
      </a>
      <a href={contract.data.downloadUrl} download>
        Download {contract.data.reportName}
      </a>
    </p>
  );
}

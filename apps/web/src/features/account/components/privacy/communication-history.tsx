import type { CommunicationHistoryRow } from '@showroom/contract';
import styles from './privacy.module.css';

const sentFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** What the shop sent the customer, newest first (spec 002 §2 and §3: description, email, type, sent). */
export function CommunicationHistory({ rows }: { rows: CommunicationHistoryRow[] }) {
  return (
    <section aria-labelledby="history-title" className={styles.section}>
      <h2 id="history-title" className={styles.heading}>
        Communication history
      </h2>
      {rows.length === 0 ? (
        <p className={styles.lead}>Nothing yet: the emails we send you will be listed here.</p>
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Email</th>
              <th scope="col">Type</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.sent}-${row.communicationDescription}-${row.email}`}>
                <td data-label="Description">{row.communicationDescription}</td>
                <td data-label="Email">{row.email}</td>
                <td data-label="Type">{row.type}</td>
                <td data-label="Sent">
                  <time dateTime={row.sent}>{sentFormat.format(new Date(row.sent))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { OfferStatus } from '@showroom/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { ColumnHeads } from '../../../components/column-heads';
import styles from '../../../styles/staff-page.module.css';

/**
 * Finance offers or promotions under their heading: a row each (its cells, then its status), and while a row has
 * not ended, its Change and End buttons (`Change offer 3`, named by `label`).
 */
export function OfferTable<Row extends { status: OfferStatus }>({
  title,
  caption,
  columns,
  rows,
  rowKey,
  cells,
  label,
  onChange,
  onEnd,
}: {
  title: string;
  caption: string;
  /** The heads of the row's own cells (Status and Actions follow). */
  columns: readonly string[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The row's header cell and its data cells. */
  cells(row: Row): ReactNode;
  label(row: Row): string;
  onChange(row: Row): void;
  onEnd(row: Row): void;
}) {
  return (
    <>
      <h2 className={styles.formTitle}>{title}</h2>
      <table>
        <caption>{caption}</caption>
        <ColumnHeads labels={[...columns, 'Status', 'Actions']} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row)}
              <td>{row.status}</td>
              <td>
                {row.status === 'ended' ? null : (
                  <span className={styles.actions}>
                    <Button type="button" variant="text" onClick={() => onChange(row)}>
                      Change {label(row)}
                    </Button>
                    <Button type="button" variant="text" onClick={() => onEnd(row)}>
                      End {label(row)}
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

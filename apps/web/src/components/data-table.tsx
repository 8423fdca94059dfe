import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './data-table.module.css';

export interface Column<Row> {
  /** Also the sort key sent to the server when `sortable`. */
  key: string;
  label: string;
  sortable?: boolean;
  render(row: Row): ReactNode;
}

export interface Sort {
  by: string;
  dir: 'asc' | 'desc';
}

/**
 * A data table (the back office's lists): sortable headers are buttons (the server sorts, aria-sort says how), rows come page by page
 * from the server with 'Load more'.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  pending,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  sort?: Sort;
  onSort?(sort: Sort): void;
  pending: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}) {
  const ariaSort = (key: string) =>
    sort?.by === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <div className={styles.wrap}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard */}
      <section className={styles.scroll} aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={ariaSort(column.key)}>
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() =>
                        onSort({
                          by: column.key,
                          dir: sort?.by === column.key && sort.dir === 'desc' ? 'asc' : 'desc',
                        })
                      }
                    >
                      {column.label}
                      <span aria-hidden="true">
                        {sort?.by === column.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p role="status" className={styles.status}>
        {pending
          ? 'Loading…'
          : error
            ? error.message
            : rows.length === 0
              ? 'Nothing matches these filters.'
              : `${rows.length} shown${hasMore ? ', more to load' : ''}.`}
      </p>
      {hasMore ? (
        <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/use-dismiss';
import { documentsQuery, type Order } from '../api/documents-api';
import styles from './documents.module.css';

/**
 * The Documents menu of the order page (spec 002 sections 2 and 3 "Documents"): the order's files — licence
 * images and the signed contract — each to view or download. The links are read afresh each time it opens.
 */
export function DocumentsMenu({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  const documents = useQuery({ ...documentsQuery(order), enabled: open });

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Documents
      </button>
      <div id={popupId} className={styles.popup} hidden={!open}>
        {documents.isError ? (
          <p className={styles.error}>Your documents could not be loaded. Please try again.</p>
        ) : !documents.data || documents.isFetching ? (
          <p>Loading...</p>
        ) : documents.data.length === 0 ? (
          <p>No documents yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Your documents">
            {documents.data.map((document) => (
              <li key={document.key} className={styles.row}>
                <span>{document.reportName}</span>
                <span className={styles.links}>
                  <a href={document.url} target="_blank" rel="noopener">
                    View<span className="visually-hidden"> {document.reportName}</span>
                  </a>
                  <a href={document.downloadUrl} download>
                    Download<span className="visually-hidden"> {document.reportName}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

import { type AuditEntryData, AuditFilterFields } from '@showroom/contract';
import { useState } from 'react';
import { z } from 'zod';
import { DataTable } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { csvUrl } from '../../../lib/csv-url';
import { useKeysetList } from '../../../lib/use-keyset-list';
import styles from '../../../styles/staff-page.module.css';
import { staffCalls } from '../api/staff-api';

const filterSchema = z.object(AuditFilterFields);
const fields = [
  { name: 'entity', label: 'Record kind' },
  { name: 'entityId', label: 'Record id' },
  { name: 'staffEmail', label: 'Staff email' },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every staff action, newest first: who, what, when, before and after; filters and CSV export. */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const list = useKeysetList('audit-log', filters, async (query, cursor, signal) => {
    const data = await staffCalls.auditLog({ ...query, cursor, limit: 25 }, { signal });
    return { rows: data.entries, nextCursor: data.nextCursor };
  });
  return (
    <>
      <h1 className={styles.title}>Audit log</h1>
      <FilterBar
        fields={fields}
        schema={filterSchema}
        onApply={setFilters}
        csvHref={csvUrl('/api/staff/audit-log.csv', filters)}
      />
      <DataTable<AuditEntryData>
        caption="Staff actions, newest first"
        columns={[
          { key: 'at', label: 'When', render: (e) => new Date(e.at).toLocaleString('en-AU') },
          { key: 'staff', label: 'Staff', render: (e) => e.staffEmail },
          { key: 'action', label: 'Action', render: (e) => e.action },
          { key: 'record', label: 'Record', render: (e) => `${e.entity} ${e.entityId}` },
          { key: 'before', label: 'Before', render: (e) => <code>{json(e.before)}</code> },
          { key: 'after', label: 'After', render: (e) => <code>{json(e.after)}</code> },
        ]}
        rows={list.rows}
        rowKey={(e) => String(e.id)}
        pending={list.pending}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

import {
  StaffInterestFilterFields,
  type StaffInterestRowData,
  type staffInterestKinds,
} from '@showroom/contract';
import { cents, formatMoney } from '@showroom/domain';
import { useState } from 'react';
import { z } from 'zod';
import { DataTable, type Sort } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { csvUrl } from '../../../lib/csv-url';
import { useKeysetList } from '../../../lib/use-keyset-list';
import styles from '../../../styles/staff-page.module.css';
import { interestsCalls } from '../api/staff-interests-api';

type Kind = (typeof staffInterestKinds)[number];
const titles: Record<Kind, string> = {
  enquiries: 'Enquiries',
  waitlist: 'Waitlist',
  'shared-links': 'Shared links',
};
const filterSchema = z.object(StaffInterestFilterFields).omit({ kind: true });
const fields = [
  { name: 'search', label: 'Name, email or mobile' },
  {
    name: 'country',
    label: 'Market',
    kind: 'select',
    options: [
      { value: 'AU', label: 'Australia' },
      { value: 'NZ', label: 'New Zealand' },
    ],
  },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
] as const;

/** Enquiries, the waitlist or shared links: filters, newest or oldest first, pages, CSV. */
export function InterestsPage({ kind }: { kind: Kind }) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<Sort>({ by: 'createdAt', dir: 'desc' });
  const list = useKeysetList(`interests-${kind}`, { filters, sort }, async (query, cursor, signal) => {
    const data = await interestsCalls.list(
      { ...query.filters, kind, sort: query.sort.dir === 'asc' ? 'oldest' : 'newest', cursor, limit: 25 },
      { signal },
    );
    return { rows: data.interests, nextCursor: data.nextCursor };
  });
  return (
    <>
      <h1 className={styles.title}>{titles[kind]}</h1>
      <FilterBar
        fields={fields}
        schema={filterSchema}
        onApply={setFilters}
        csvHref={csvUrl('/api/staff/interests.csv', { ...filters, kind })}
      />
      <DataTable<StaffInterestRowData>
        caption={titles[kind]}
        columns={[
          {
            key: 'createdAt',
            label: 'Received',
            sortable: true,
            render: (r) => new Date(r.createdAt).toLocaleString('en-AU'),
          },
          { key: 'type', label: 'Type', render: (r) => r.type },
          { key: 'country', label: 'Market', render: (r) => r.country },
          { key: 'name', label: 'Name', render: (r) => r.name || '—' },
          { key: 'email', label: 'Email', render: (r) => r.email || '—' },
          { key: 'mobile', label: 'Mobile', render: (r) => r.mobile || '—' },
          { key: 'vehicle', label: 'Vehicle', render: (r) => r.vehicle || '—' },
          {
            key: 'price',
            label: 'Drive-away',
            render: (r) => (r.driveAwayCents === null ? '—' : formatMoney(cents(r.driveAwayCents))),
          },
          {
            key: 'expires',
            label: kind === 'shared-links' ? 'Link expires' : 'Comments',
            render: (r) =>
              kind === 'shared-links'
                ? r.linkExpiresAt
                  ? new Date(r.linkExpiresAt).toLocaleDateString('en-AU')
                  : '—'
                : r.comments || '—',
          },
        ]}
        rows={list.rows}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={setSort}
        pending={list.pending}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

export const EnquiriesPage = () => <InterestsPage kind="enquiries" />;
export const WaitlistPage = () => <InterestsPage kind="waitlist" />;
export const SharedLinksPage = () => <InterestsPage kind="shared-links" />;

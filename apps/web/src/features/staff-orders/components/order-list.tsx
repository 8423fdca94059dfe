import { StaffOrderFilterFields, type StaffOrderRowData, type staffOrderSortKeys } from '@showroom/contract';
import { cents, formatMoney, orderStatuses } from '@showroom/domain';
import { useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { DataTable, type Sort } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { csvUrl } from '../../../lib/csv-url';
import { useKeysetList } from '../../../lib/use-keyset-list';
import styles from '../../../styles/staff-page.module.css';
import { ordersCalls } from '../api/staff-orders-api';

const fields = [
  { name: 'orderNo', label: 'Order number' },
  { name: 'customer', label: 'Customer name or email' },
  { name: 'vin', label: 'VIN' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: orderStatuses.map((s) => ({ value: s, label: s })),
  },
  {
    name: 'country',
    label: 'Market',
    kind: 'select',
    options: [
      { value: 'AU', label: 'Australia' },
      { value: 'NZ', label: 'New Zealand' },
    ],
  },
  { name: 'from', label: 'Placed from', kind: 'date' },
  { name: 'to', label: 'Placed to', kind: 'date' },
] as const;

type SortKey = (typeof staffOrderSortKeys)[number];

/** Search orders: filters, sortable columns (sorted on the server), pages, CSV. */
export function OrderList() {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<Sort>({ by: 'createdAt', dir: 'desc' });
  const list = useKeysetList('orders', { filters, sort }, async (query, cursor, signal) => {
    const data = await ordersCalls.list(
      { ...query.filters, sort: { by: query.sort.by as SortKey, dir: query.sort.dir }, cursor, limit: 25 },
      { signal },
    );
    return { rows: data.orders, nextCursor: data.nextCursor };
  });
  return (
    <>
      <h1 className={styles.title}>Orders</h1>
      <FilterBar
        fields={fields}
        schema={z.object(StaffOrderFilterFields)}
        onApply={setFilters}
        csvHref={csvUrl('/api/staff/orders.csv', filters)}
      />
      <DataTable<StaffOrderRowData>
        caption="Orders"
        columns={[
          {
            key: 'orderNo',
            label: 'Order',
            sortable: true,
            render: (o) => <Link to={`/orders/${encodeURIComponent(o.id)}`}>{o.orderNo}</Link>,
          },
          { key: 'status', label: 'Status', sortable: true, render: (o) => o.status },
          { key: 'country', label: 'Market', render: (o) => o.country },
          { key: 'customer', label: 'Customer', render: (o) => `${o.customerName} (${o.email})` },
          { key: 'vin', label: 'VIN', render: (o) => o.vin ?? '—' },
          {
            key: 'driveAwayCents',
            label: 'Drive-away',
            sortable: true,
            render: (o) => formatMoney(cents(o.driveAwayCents)),
          },
          {
            key: 'createdAt',
            label: 'Placed',
            sortable: true,
            render: (o) => new Date(o.createdAt).toLocaleDateString('en-AU'),
          },
        ]}
        rows={list.rows}
        rowKey={(o) => o.id}
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

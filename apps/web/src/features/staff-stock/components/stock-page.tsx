import { listStockUnits, type StockUnit } from '@showroom/contract';
import { stockStatuses } from '@showroom/domain';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { useKeysetList } from '../../../lib/use-keyset-list';
import styles from '../../../styles/staff-page.module.css';
import { stockCalls } from '../api/stock-api';
import { AddUnitForm } from './add-unit-form';
import { StockImportPanel } from './stock-import-panel';

const filterSchema = listStockUnits.body.pick({ country: true, status: true });
const fields = [
  {
    name: 'country',
    label: 'Market',
    kind: 'select',
    options: [
      { value: 'AU', label: 'Australia' },
      { value: 'NZ', label: 'New Zealand' },
    ],
  },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: stockStatuses.map((s) => ({ value: s, label: s })),
  },
] as const;

/**
 * Stock: every unit of a market with its status (reserved and sold too); sales and admin add and import units (the
 * server refuses a viewer).
 */
export default function StockPage() {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const list = useKeysetList('stock', filters, async (query, cursor, signal) => {
    const data = await stockCalls.list(
      {
        country: (query.country as 'AU' | 'NZ' | undefined) ?? 'AU',
        status: (query.status as StockUnit['status']) || null,
        cursor,
      },
      { signal },
    );
    return { rows: data.units, nextCursor: data.nextCursor };
  });
  return (
    <>
      <h1 className={styles.title}>Stock</h1>
      <FilterBar fields={fields} schema={filterSchema.partial()} onApply={setFilters} />
      <DataTable<StockUnit>
        caption={`Units in ${filters.country === 'NZ' ? 'New Zealand' : 'Australia'}, by VIN`}
        columns={[
          { key: 'vin', label: 'VIN', render: (u) => u.vin },
          {
            key: 'vehicle',
            label: 'Vehicle',
            render: (u) => `${u.variantName}, ${u.exteriorName}, ${u.interiorName}`,
          },
          { key: 'status', label: 'Status', render: (u) => u.status },
          { key: 'centre', label: 'Centre', render: (u) => u.centreId ?? 'In transit' },
          { key: 'arrival', label: 'Arrival', render: (u) => u.arrivalDate },
        ]}
        rows={list.rows}
        rowKey={(u) => u.vin}
        pending={list.pending}
        error={list.error}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
      <AddUnitForm onAdded={list.refresh} />
      <StockImportPanel onImported={list.refresh} />
    </>
  );
}

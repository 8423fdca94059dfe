import type {
  addStockUnit,
  EndpointRef,
  importStock,
  listStockUnits,
  previewStockImport,
  withdrawStockUnit,
} from '@showroom/contract';
import { callsOf } from '../../../lib/api';

const stockRefs = {
  list: { method: 'POST', path: '/api/staff/stock/list' } as EndpointRef<typeof listStockUnits>,
  add: { method: 'POST', path: '/api/staff/stock/add' } as EndpointRef<typeof addStockUnit>,
  withdraw: { method: 'POST', path: '/api/staff/stock/withdraw' } as EndpointRef<typeof withdrawStockUnit>,
  preview: { method: 'POST', path: '/api/staff/stock/import-preview' } as EndpointRef<
    typeof previewStockImport
  >,
  import: { method: 'POST', path: '/api/staff/stock/import' } as EndpointRef<typeof importStock>,
};

export const stockCalls = callsOf(stockRefs);

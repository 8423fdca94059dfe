import type { CustomerType } from '@showroom/contract';
import { createStore } from './create-store';

/** Private or business customer (spec 000 section 3; default private), kept across visits. */
export const customerTypeStore = createStore<CustomerType>('Private', {
  storageKey: 'showroom.customerType',
  validate: (value) => (value === 'Private' || value === 'Business' ? value : undefined),
});

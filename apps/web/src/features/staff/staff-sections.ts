import type { StaffRole } from '@showroom/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The back office's pages: each is a section of the navigation and a route under /staff. Add a page by adding an
 * entry (its component lazily loaded from its feature); `minRole` hides the link from lower roles (the server
 * checks the role on every call regardless).
 */
export interface StaffSection {
  /** Under /staff: `orders` → /staff/orders; a trailing `/*` route is added for its sub-pages. */
  path: string;
  label: string;
  minRole: StaffRole;
  page: LazyExoticComponent<ComponentType>;
}

export const staffSections: StaffSection[] = [
  { path: 'stock', label: 'Stock', minRole: 'viewer', page: lazy(() => import('./stock/stock-page')) },
  { path: 'prices', label: 'Prices', minRole: 'viewer', page: lazy(() => import('./catalogue/prices-page')) },
  {
    path: 'audit-log',
    label: 'Audit log',
    minRole: 'viewer',
    page: lazy(() => import('./components/audit-log-page')),
  },
];

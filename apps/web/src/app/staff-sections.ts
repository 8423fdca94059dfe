import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { StaffNavItem } from '../features/staff';

/**
 * The back office's pages: each is a section of the navigation and a route under /staff. Add a page by adding an
 * entry (its component lazily loaded from its feature); `minRole` hides the link from lower roles (the server
 * checks the role on every call regardless).
 */
export interface StaffSection extends StaffNavItem {
  /** `path` is under /staff (`orders` → /staff/orders); the route `path/*` leaves room for sub-pages. */
  page: LazyExoticComponent<ComponentType>;
}

const interests = () => import('../features/staff-interests/components/interests-page');

export const staffSections: StaffSection[] = [
  {
    path: 'orders',
    label: 'Orders',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-orders/components/staff-orders-page')),
  },
  {
    path: 'enquiries',
    label: 'Enquiries',
    minRole: 'viewer',
    page: lazy(() => interests().then((m) => ({ default: m.EnquiriesPage }))),
  },
  {
    path: 'waitlist',
    label: 'Waitlist',
    minRole: 'viewer',
    page: lazy(() => interests().then((m) => ({ default: m.WaitlistPage }))),
  },
  {
    path: 'shared-links',
    label: 'Shared links',
    minRole: 'viewer',
    page: lazy(() => interests().then((m) => ({ default: m.SharedLinksPage }))),
  },
  {
    path: 'maintenance',
    label: 'Maintenance',
    minRole: 'viewer',
    page: lazy(() =>
      import('../features/staff-interests/components/maintenance-page').then((m) => ({
        default: m.MaintenancePage,
      })),
    ),
  },
  {
    path: 'stock',
    label: 'Stock',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-stock/components/stock-page')),
  },
  {
    path: 'prices',
    label: 'Prices',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-catalogue/components/prices-page')),
  },
  {
    path: 'offers',
    label: 'Offers',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-offers/components/offers-page')),
  },
  {
    path: 'on-road-rates',
    label: 'On-road rates',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-offers/components/on-road-rates-page')),
  },
  {
    path: 'calendars',
    label: 'Calendars',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff-calendars/components/calendars-page')),
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    minRole: 'viewer',
    page: lazy(() => import('../features/staff/components/audit-log-page')),
  },
];

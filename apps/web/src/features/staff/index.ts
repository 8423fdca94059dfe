export { StaffGate } from './components/staff-gate';
export { StaffHome } from './components/staff-home';
export { StaffLayout } from './components/staff-layout';
export type { StaffNavItem } from './staff-nav';

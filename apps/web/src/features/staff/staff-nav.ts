import type { StaffRole } from '@showroom/domain';

/** A link of the back office's navigation: a page below /staff, shown to `minRole` and up. */
export interface StaffNavItem {
  path: string;
  label: string;
  minRole: StaffRole;
}

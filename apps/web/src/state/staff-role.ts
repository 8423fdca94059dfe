import type { StaffRole } from '@showroom/domain';
import { createContext, useContext } from 'react';

/**
 * The signed-in staff member's role for the back office's pages (provided by app/pages/staff-pages.tsx), so a page
 * offers only what the role may do. The server checks the role on every call regardless.
 */
export const StaffRoleContext = createContext<StaffRole>('viewer');

export const useStaffRole = () => useContext(StaffRoleContext);

import { useQuery } from '@tanstack/react-query';
import { type StaffMe, staffMeQuery } from '../api/staff-api';

/** The signed-in staff member (the gate has loaded it before any page shows). */
export const useStaffMe = (): StaffMe | undefined => useQuery(staffMeQuery).data;

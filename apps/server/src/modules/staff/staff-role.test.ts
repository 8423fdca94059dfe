import { describe, expect, it } from 'vitest';
import { parseStaffAllowList, staffRoleOf } from './staff-role';

const policy = {
  allowList: parseStaffAllowList('Ops@Shop.example:admin, desk@shop.example') ?? new Map(),
  roleClaim: 'staff_role',
  requireSecondFactor: true,
};
const withOtp = { amr: ['pwd', 'otp'] };

describe('staff role at sign-in', () => {
  it('comes from the claim or the allow-list, the higher one winning', () => {
    expect(staffRoleOf({ ...withOtp, staff_role: 'sales' }, 'someone@x.example', policy)).toBe('sales');
    expect(staffRoleOf(withOtp, 'desk@shop.example', policy)).toBe('viewer');
    expect(staffRoleOf({ ...withOtp, staff_role: 'sales' }, 'ops@shop.example', policy)).toBe('admin');
  });

  it('is none for a customer, an unknown role, or a sign-in without a second factor', () => {
    expect(staffRoleOf(withOtp, 'customer@x.example', policy)).toBeUndefined();
    expect(staffRoleOf({ ...withOtp, staff_role: 'owner' }, 'customer@x.example', policy)).toBeUndefined();
    expect(staffRoleOf({ amr: ['pwd'], staff_role: 'admin' }, 'ops@shop.example', policy)).toBeUndefined();
    expect(
      staffRoleOf({ staff_role: 'admin' }, 'x@y.example', { ...policy, requireSecondFactor: false }),
    ).toBe('admin');
  });

  it('refuses a malformed allow-list', () => {
    expect(parseStaffAllowList('ops@shop.example:owner')).toBeUndefined();
    expect(parseStaffAllowList('not-an-email')).toBeUndefined();
  });
});

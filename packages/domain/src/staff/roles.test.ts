import { describe, expect, it } from 'vitest';
import { isStaffRole, roleAtLeast } from './roles';

describe('staff roles', () => {
  it('orders viewer < sales < admin', () => {
    expect(roleAtLeast('admin', 'sales')).toBe(true);
    expect(roleAtLeast('sales', 'sales')).toBe(true);
    expect(roleAtLeast('viewer', 'sales')).toBe(false);
    expect(roleAtLeast('sales', 'admin')).toBe(false);
  });

  it('knows only its three roles', () => {
    expect(isStaffRole('viewer')).toBe(true);
    expect(isStaffRole('owner')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});

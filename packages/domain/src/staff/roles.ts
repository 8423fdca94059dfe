/** Staff roles of the back office, weakest first: a viewer reads, sales acts on orders, admin runs the shop. */
export const staffRoles = ['viewer', 'sales', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

/** Whether `role` may do what needs at least `minimum`. */
export const roleAtLeast = (role: StaffRole, minimum: StaffRole): boolean =>
  staffRoles.indexOf(role) >= staffRoles.indexOf(minimum);

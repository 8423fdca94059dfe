import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth/auth.repository';

export type ProfileChanges = Pick<
  Customer,
  | 'customerType'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'phoneNumber1'
  | 'phoneNumber2'
  | 'abn'
  | 'businessName'
  | 'birthday'
>;

export type ProfileRepository = ReturnType<typeof profileRepository>;

export function profileRepository(db: Db) {
  return {
    /** Updates only the given customer's row (the session's): ownership is the WHERE clause. */
    update: async (customerId: string, changes: ProfileChanges, at: Date): Promise<Customer | undefined> =>
      (
        await db
          .update(customers)
          .set({ ...changes, updatedAt: at })
          .where(eq(customers.id, customerId))
          .returning()
      )[0],
  };
}

import type { CommunicationPreferences } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth';

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
  /** Updates only the given customer's row (the session's): ownership is the WHERE clause. */
  const update = async (customerId: string, set: Partial<Customer>): Promise<Customer | undefined> =>
    (await db.update(customers).set(set).where(eq(customers.id, customerId)).returning())[0];
  return {
    updateProfile: (customerId: string, changes: ProfileChanges, at: Date) =>
      update(customerId, { ...changes, updatedAt: at }),
    updatePreferences: (customerId: string, preferences: CommunicationPreferences, at: Date) =>
      update(customerId, { ...preferences, preferencesUpdatedAt: at, updatedAt: at }),
  };
}
